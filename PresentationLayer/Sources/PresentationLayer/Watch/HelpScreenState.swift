/// The help (`?`) over the board or the racing day: how far it is scrolled, and its keys. `?`
/// and Escape close it, the arrows (or `k` and `j`) scroll it a line, Page Up and Page Down (or
/// space) a page, and every other key does nothing, so nothing changes unseen under it.
struct HelpScreenState: Sendable {
    /// How the help scrolls at the screen's size: the lines a page moves, and the furthest line
    /// it can start at.
    typealias Scrolling = (page: Int, lastOffset: Int)

    /// The screen the help is over, whose keys it lists.
    let subject: WatchHelpViewModel.Subject
    /// The line of the help shown first; 0 for its top.
    private(set) var offset = 0

    /// The help over `subject`'s screen, at its top.
    init(over subject: WatchHelpViewModel.Subject) {
        self.subject = subject
    }

    /// The action for `key` over the help, or nil for a key that means nothing there.
    static func action(for key: WatchKey) -> WatchAction? {
        if let ending = key.endingAction { return ending }
        switch key {
        case .escape, .byte(UInt8(ascii: "?")): return .closeHelp
        case .up, .byte(UInt8(ascii: "k")), .byte(UInt8(ascii: "K")): return .scrollLines(-1)
        case .down, .byte(UInt8(ascii: "j")), .byte(UInt8(ascii: "J")): return .scrollLines(1)
        case .pageUp: return .scrollPages(-1)
        case .pageDown, .byte(UInt8(ascii: " ")): return .scrollPages(1)
        default: return nil
        }
    }

    /// What `action` does to the help, which scrolls as `scrolling` says.
    mutating func press(_ action: WatchAction, scrolling: Scrolling) -> WatchKeyOutcome {
        switch action {
        case .closeHelp: return WatchKeyOutcome(transition: .pop)
        case .scrollLines(let lines): scroll(by: lines, scrolling: scrolling)
        case .scrollPages(let pages): scroll(by: pages * scrolling.page, scrolling: scrolling)
        default: break
        }
        return WatchKeyOutcome()
    }

    /// Scrolls by `lines`, no further than the help's top and its end as `scrolling` says; by 0
    /// after a resize, to keep within them.
    mutating func scroll(by lines: Int, scrolling: Scrolling) {
        offset = max(0, min(scrolling.lastOffset, offset + lines))
    }
}
