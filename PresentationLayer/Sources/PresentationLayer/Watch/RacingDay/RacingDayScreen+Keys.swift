extension RacingDayScreen {
    /// The racing day's keys, moving and opening first; on the keys line how to go back stays to
    /// the last, with the help and quitting.
    static let keyBindings = KeyBindings<Action>(
        [
            .selecting({ .moveSelection(by: $0) }, place: 1),
            KeyBinding(
                "Enter", [.enter], .open, label: KeysLabel("↵", "open", .keys(2)),
                meaning: "open the selected meeting's races, or the selected race's card"),
            KeyBinding(
                "r", [.byte(UInt8(ascii: "r"))], .refresh, label: KeysLabel("r", "refresh", .keys(3)),
                meaning: "fetch the day again"),
            KeyBinding(
                "?", [.byte(UInt8(ascii: "?"))], .openHelp, label: KeysLabel("?", "help", .lastToGo(2)),
                meaning: "show or close this help"),
            // One Esc: on this help it closes the help, as on every screen's.
            KeyBinding(
                "Esc", [.escape, .backspace], .back, label: KeysLabel("Esc", "back", .lastToGo(1)),
                meaning:
                    "close this help; on the day, go back a level: to the day's meetings, then to the board"),
        ] + KeyBinding<Action>.ending)

    /// The help's section on the racing day's keys.
    static let helpSection = keyBindings.helpSection(heading: "Keys: the day's meetings")
}
