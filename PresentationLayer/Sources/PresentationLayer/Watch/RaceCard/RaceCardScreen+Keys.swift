extension RaceCardScreen {
    /// The card's keys: `r` refreshes it, the scroll keys scroll it, `q` and Ctrl-C end the
    /// session, and every other key goes back. The keys line names the scroll keys first while
    /// the card scrolls, and keeps how to go back to the last.
    static let keyBindings = KeyBindings<Action>(
        KeyBinding<Action>.scrolling { .scroll($0) } + [
            KeyBinding("r", [.byte(UInt8(ascii: "r"))], .refresh, label: KeysLabel("r", "refresh", .keys(2))),
            KeyBinding("Esc", [.escape], .close, label: KeysLabel("Esc", "back", .lastToGo(1))),
            KeyBinding<Action>.quit, KeyBinding<Action>.interrupt,
        ],
        otherKeys: .close)
}
