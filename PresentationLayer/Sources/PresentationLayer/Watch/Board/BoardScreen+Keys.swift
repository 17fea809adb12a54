extension BoardScreen {
    /// The board's keys, in the help's order, the filters first. The keys line shows the most
    /// used first: at 80 columns a flat board's `r refresh` gives way (the board refreshes
    /// itself), a grouped board's `a all`; `? help` and `q quit` go last of all.
    static let keyBindings = KeyBindings<Action>(
        [
            KeyBinding(
                "h g t",
                [
                    (key: .byte(UInt8(ascii: "h")), command: .act(.toggle(.horse))),
                    (key: .byte(UInt8(ascii: "g")), command: .act(.toggle(.greyhound))),
                    (key: .byte(UInt8(ascii: "t")), command: .act(.toggle(.harness))),
                ],
                label: KeysLabel("h g t", "filter", .keys(1)),
                meaning: "show or hide horse (H), greyhound (G) and harness (T) races"),
            KeyBinding(
                "a", [.byte(UInt8(ascii: "a"))], .showAll, label: KeysLabel("a", "all", .keys(7)),
                meaning: "show all races"),
            KeyBinding(
                "r", [.byte(UInt8(ascii: "r"))], .refresh,
                label: KeysLabel("r", "refresh", .keys(8), when: .flatBoard), meaning: "refresh now"),
            .selecting({ .moveSelection(by: $0) }, place: 2),
            KeyBinding(
                "s", [.byte(UInt8(ascii: "s"))], .toggleStar, label: KeysLabel("s", "star", .keys(5)),
                meaning: "star or unstar the selected race's meeting"),
            KeyBinding(
                "c", [.byte(UInt8(ascii: "c"))], .toggleCollapse,
                label: KeysLabel("c", "collapse", .keys(6), when: .groupedBoard),
                meaning: "collapse or expand the selected section (with --group)"),
            KeyBinding(
                "Enter", [.enter], .openCard, label: KeysLabel("↵", "card", .keys(3)),
                meaning: "show the selected race's card: r refresh, ↑↓ scroll, Esc back"),
            KeyBinding(
                "m", [.byte(UInt8(ascii: "m"))], .openMeetings, label: KeysLabel("m", "meetings", .keys(4)),
                meaning: "show the day's meetings; Enter opens, Esc goes back a level"),
            KeyBinding(
                "?", [.byte(UInt8(ascii: "?"))], .openHelp, label: KeysLabel("?", "help", .lastToGo(1)),
                meaning: "show or close this help"),
            // The help over the board closes on Esc; the board itself leaves Esc alone.
            KeyBinding("Esc", [], meaning: "close this help"),
        ] + KeyBinding<Action>.ending)

    /// The help's section on the board's keys.
    static let helpSection = keyBindings.helpSection(heading: "Keys")
}
