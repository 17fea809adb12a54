/// How far apart two words are, for "did you mean" suggestions.
///
/// Words are compared by their Unicode scalars, which after case folding and accent stripping
/// are their characters, at a fraction of the cost of comparing characters.
public enum EditDistance {
    /// How many single-character insertions, deletions or substitutions turn `a` into `b`.
    /// Takes time in proportion to the product of the lengths: bound what a person typed first,
    /// or use `between(_:_:atMost:)`.
    public static func between(_ a: String, _ b: String) -> Int {
        let (a, b) = (Array(a.unicodeScalars), Array(b.unicodeScalars))
        return between(a, b, atMost: max(a.count, b.count)) ?? max(a.count, b.count)
    }

    /// The distance between `a` and `b` when it is at most `limit`, else nil. Takes time in
    /// proportion to the shorter length times `2 × limit + 1`, and gives up as soon as every
    /// path is past `limit`, so a far word costs little however long it is.
    public static func between(_ a: String, _ b: String, atMost limit: Int) -> Int? {
        between(Array(a.unicodeScalars), Array(b.unicodeScalars), atMost: limit)
    }

    /// `between(_:_:atMost:)` on words already split into scalars (or, for ASCII, bytes), for
    /// comparing one word with many.
    public static func between<Unit: Equatable>(_ a: [Unit], _ b: [Unit], atMost limit: Int) -> Int? {
        guard limit >= 0, abs(a.count - b.count) <= limit else { return nil }
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        // Only the cells within `limit` of the diagonal can stay within `limit`; any other is
        // `past`, which stands for every distance over the limit.
        let past = limit + 1
        var previous = (0...b.count).map { min($0, past) }
        var current = [Int](repeating: past, count: b.count + 1)
        for i in 1...a.count {
            let low = max(1, i - limit)
            let high = min(b.count, i + limit)
            current[low - 1] = low == 1 ? min(i, past) : past
            var rowMinimum = current[low - 1]
            for j in low...high {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                let value = min(previous[j] + 1, current[j - 1] + 1, substitution, past)
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if high < b.count { current[high + 1] = past }
            if rowMinimum > limit { return nil }
            swap(&previous, &current)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }

    /// The candidates within `allowed` edits of `word`, closest first, ties in the candidates'
    /// order.
    public static func closest(to word: String, among candidates: [String], allowed: Int) -> [String] {
        let typed = Array(word.unicodeScalars)
        return candidates.enumerated()
            .compactMap { index, candidate -> (Int, Int, String)? in
                between(typed, Array(candidate.unicodeScalars), atMost: allowed).map {
                    ($0, index, candidate)
                }
            }
            .sorted { ($0.0, $0.1) < ($1.0, $1.1) }
            .map(\.2)
    }
}
