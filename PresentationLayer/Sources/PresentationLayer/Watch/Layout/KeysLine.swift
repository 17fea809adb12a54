import SharedUtils

/// A keys line, such as `h g t filter  a all  ? help  q quit`, that fits a narrow pane by
/// leaving keys out from its end rather than cutting it: the keys that say how to get help and
/// quit are the last to go.
struct KeysLine: Equatable, Sendable {
    /// The keys that give way first, the last of them first.
    let keys: [String]
    /// The keys that always end the line, such as `? help` and `q quit`.
    let lastToGo: [String]

    /// A line of `keys` and then `lastToGo`.
    init(_ keys: [String], lastToGo: [String]) {
        self.keys = keys
        self.lastToGo = lastToGo
    }

    /// The line in at most `width` columns: as many of `keys` as fit, from the first, then
    /// `lastToGo`; cut to the width only when `lastToGo` alone is wider.
    func text(width: Int) -> String {
        var shown = keys
        while true {
            let text = (shown + lastToGo).joined(separator: Self.gap)
            if DisplayWidth.columns(of: text) <= width || shown.isEmpty {
                return RaceTableLayout.truncated(text, to: width)
            }
            shown.removeLast()
        }
    }

    private static let gap = "  "
}
