/// The help (`?`) over the board or the racing day: how far it is scrolled, and its keys. `?`
/// and Escape close it, the scroll keys scroll it (`ScrollPosition`), and every other key does
/// nothing, so nothing changes unseen under it.
struct HelpScreenState: Sendable {
    /// The screen the help is over, whose keys it lists.
    let subject: WatchHelpViewModel.Subject
    /// How far the help is scrolled.
    private var position = ScrollPosition()

    /// The help over `subject`'s screen, at its top.
    init(over subject: WatchHelpViewModel.Subject) {
        self.subject = subject
    }

    /// The line of the help shown first; 0 for its top.
    var offset: Int { position.offset }

    /// The action for `key` over the help, or nil for a key that means nothing there.
    static func action(for key: WatchKey) -> WatchAction? {
        if let ending = key.endingAction { return ending }
        switch key {
        case .escape, .byte(UInt8(ascii: "?")): return .closeHelp
        default: return ScrollPosition.action(for: key)
        }
    }

    /// What `action` does to the help, which scrolls within `limits`.
    mutating func press(_ action: WatchAction, limits: ScrollPosition.Limits) -> WatchKeyOutcome {
        if action == .closeHelp { return WatchKeyOutcome(transition: .pop) }
        position.apply(action, limits: limits)
        return WatchKeyOutcome()
    }

    /// Scrolls by `lines` within `limits`; by 0 after a resize, to keep within them.
    mutating func scroll(by lines: Int, limits: ScrollPosition.Limits) {
        position.scroll(by: lines, limits: limits)
    }
}
