extension HelpScreen {
    /// The help's keys: `?` and Escape close it, the scroll keys scroll it, and every other key
    /// does nothing, so nothing changes unseen under it.
    static let keyBindings = KeyBindings<Action>(
        KeyBinding<Action>.scrolling { .scroll($0) } + [
            KeyBinding(
                "? Esc", [.byte(UInt8(ascii: "?")), .escape], .close,
                label: KeysLabel("? or Esc", "close help", .lastToGo(1))),
            KeyBinding<Action>.quit, KeyBinding<Action>.interrupt,
        ])
}
