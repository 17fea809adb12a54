/// One row of a watch screen's table of keys: the keys and what each asks for, how the help
/// names them and says what they do, and how the keys line shows them.
struct KeyBinding<Action: Equatable & Sendable>: Sendable {
    /// The keys and what each asks for; none for a row the help lists but the screen does not
    /// act on (the terminal suspends on Ctrl-Z; Esc on the board closes the help over it).
    let commands: [(key: WatchKey, command: KeyCommand<Action>)]
    /// The keys as the help names them, such as `↑ ↓  k j`.
    let names: String
    /// How the keys line shows them; nil for keys that only the help lists.
    let label: KeysLabel?
    /// What the help says they do; nil for keys the help leaves out.
    let meaning: String?

    /// A row where each of `commands` asks for its own action.
    init(
        _ names: String, _ commands: [(key: WatchKey, command: KeyCommand<Action>)], label: KeysLabel? = nil,
        meaning: String? = nil
    ) {
        self.names = names
        self.commands = commands
        self.label = label
        self.meaning = meaning
    }

    /// A row where every one of `keys` asks for `action`.
    init(
        _ names: String, _ keys: [WatchKey], _ action: Action, label: KeysLabel? = nil, meaning: String? = nil
    ) {
        self.init(names, keys.map { (key: $0, command: .act(action)) }, label: label, meaning: meaning)
    }

    /// The command of `key` in this row, which is in lower case; nil when the row does not have it.
    func command(for key: WatchKey) -> KeyCommand<Action>? {
        commands.first { $0.key == key }?.command
    }
}

extension KeyBinding {
    /// `q`: the end of the session, on every screen, the last key on every keys line.
    static var quit: KeyBinding {
        KeyBinding(
            "q", [(key: .byte(UInt8(ascii: "q")), command: .end(.quit))],
            label: KeysLabel("q", "quit", .lastToGo(9)), meaning: "quit")
    }

    /// Ctrl-C: the end of the session as interrupted, on every screen.
    static var interrupt: KeyBinding {
        KeyBinding("Ctrl-C", [(key: .ctrlC, command: .end(.interrupted))], meaning: "quit as interrupted")
    }

    /// Ctrl-Z, which the terminal acts on, for the help.
    static var suspend: KeyBinding {
        KeyBinding("Ctrl-Z", [], meaning: "suspend; fg brings it back")
    }

    /// The keys every screen ends with: `q`, Ctrl-C and Ctrl-Z.
    static var ending: [KeyBinding] { [quit, interrupt, suspend] }

    /// The keys that move a list's selection: the arrows (or `k` and `j`) a row up or down, each
    /// as the action `move` makes of the rows to move by; the keys line names them at `place`.
    static func selecting(_ move: (Int) -> Action, place: Int) -> KeyBinding {
        KeyBinding(
            "↑ ↓  k j",
            [
                (key: .up, command: .act(move(-1))), (key: .byte(UInt8(ascii: "k")), command: .act(move(-1))),
                (key: .down, command: .act(move(1))), (key: .byte(UInt8(ascii: "j")), command: .act(move(1))),
            ],
            label: KeysLabel("↑↓", "select", .keys(place)), meaning: "move the selection")
    }

    /// The keys that scroll a screen longer than its pane (`ScrollPosition`): the arrows (or `k`
    /// and `j`) a line, Page Up and Page Down (or space) a page, each as the action `scroll`
    /// makes of the move; the keys line names them while the screen scrolls.
    static func scrolling(_ scroll: (ScrollPosition.Move) -> Action) -> [KeyBinding] {
        let lines: [(key: WatchKey, command: KeyCommand<Action>)] = [
            (.up, .act(scroll(.lines(-1)))), (.byte(UInt8(ascii: "k")), .act(scroll(.lines(-1)))),
            (.down, .act(scroll(.lines(1)))), (.byte(UInt8(ascii: "j")), .act(scroll(.lines(1)))),
        ]
        let pages: [(key: WatchKey, command: KeyCommand<Action>)] = [
            (.pageUp, .act(scroll(.pages(-1)))), (.pageDown, .act(scroll(.pages(1)))),
            (.byte(UInt8(ascii: " ")), .act(scroll(.pages(1)))),
        ]
        return [
            KeyBinding(
                "↑ ↓  k j", lines, label: KeysLabel("↑↓ PgUp PgDn", "scroll", .keys(1), when: .scrolling)),
            KeyBinding("PgUp PgDn space", pages),
        ]
    }
}
