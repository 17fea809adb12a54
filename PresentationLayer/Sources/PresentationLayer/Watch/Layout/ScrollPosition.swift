/// How far a screen longer than its pane is scrolled (the help, a race card); the keys that
/// scroll it are `KeyBinding.scrolling`.
struct ScrollPosition: Sendable {
    /// A move a scroll key asks for.
    enum Move: Equatable, Sendable {
        /// This many lines down (up when negative).
        case lines(Int)
        /// This many pages down (up when negative).
        case pages(Int)
    }

    /// How the screen scrolls at the pane's size: the lines a page moves, and the furthest line
    /// it can start at (0 when all of it shows).
    typealias Limits = (page: Int, lastOffset: Int)

    /// The line shown first; 0 for the top.
    private(set) var offset = 0

    /// Scrolls as `move` says, within `limits`.
    mutating func apply(_ move: Move, limits: Limits) {
        switch move {
        case .lines(let lines): scroll(by: lines, limits: limits)
        case .pages(let pages): scroll(by: pages * limits.page, limits: limits)
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
