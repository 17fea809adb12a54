/// How far a screen longer than its pane is scrolled (the help, a race card), and the keys that
/// scroll it: the arrows (or `k` and `j`) a line, Page Up and Page Down (or space) a page.
struct ScrollPosition: Sendable {
    /// How the screen scrolls at the pane's size: the lines a page moves, and the furthest line
    /// it can start at (0 when all of it shows).
    typealias Limits = (page: Int, lastOffset: Int)

    /// The line shown first; 0 for the top.
    private(set) var offset = 0

    /// The scroll `key` asks for, or nil for a key that does not scroll.
    static func action(for key: WatchKey) -> WatchAction? {
        switch key {
        case .up, .byte(UInt8(ascii: "k")), .byte(UInt8(ascii: "K")): .scrollLines(-1)
        case .down, .byte(UInt8(ascii: "j")), .byte(UInt8(ascii: "J")): .scrollLines(1)
        case .pageUp: .scrollPages(-1)
        case .pageDown, .byte(UInt8(ascii: " ")): .scrollPages(1)
        default: nil
        }
    }

    /// Scrolls as `action` says, when it is a scroll, within `limits`.
    mutating func apply(_ action: WatchAction, limits: Limits) {
        switch action {
        case .scrollLines(let lines): scroll(by: lines, limits: limits)
        case .scrollPages(let pages): scroll(by: pages * limits.page, limits: limits)
        default: break
        }
    }

    /// Scrolls by `lines`, no further than the top and the end as `limits` says; by 0 after a
    /// resize or a change of what is shown, to keep within them.
    mutating func scroll(by lines: Int, limits: Limits) {
        offset = max(0, min(limits.lastOffset, offset + lines))
    }

    /// What is above and below a window of `shown` lines from `offset` in `count`, such as
    /// `↑ +3 above, ↓ +9 more`, with what is below named when `below` is given
    /// (`↓ +9 more: the field, Distance`); empty when all of it shows.
    static func note(start: Int, shown: Int, count: Int, below names: [String] = []) -> String {
        let below = count - start - shown
        let named = names.isEmpty ? "" : ": " + names.joined(separator: ", ")
        return ((start > 0 ? ["↑ +\(start) above"] : []) + (below > 0 ? ["↓ +\(below) more\(named)"] : []))
            .joined(separator: ", ")
    }
}
