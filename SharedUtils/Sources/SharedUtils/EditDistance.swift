/// How far apart two words are, for "did you mean" suggestions.
public enum EditDistance {
    /// How many single-character insertions, deletions or substitutions turn `a` into `b`.
    /// Takes time in proportion to the product of the lengths: bound what a person typed first.
    public static func between(_ a: String, _ b: String) -> Int {
        let (a, b) = (Array(a), Array(b))
        guard !a.isEmpty else { return b.count }
        var previous = Array(0...b.count)
        for (i, characterOfA) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, characterOfB) in b.enumerated() {
                let substitution = previous[j] + (characterOfA == characterOfB ? 0 : 1)
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, substitution)
            }
            previous = current
        }
        return previous[b.count]
    }

    /// The candidates within `allowed` edits of `word`, closest first, ties in the candidates'
    /// order.
    public static func closest(to word: String, among candidates: [String], allowed: Int) -> [String] {
        candidates.enumerated()
            .compactMap { index, candidate -> (Int, Int, String)? in
                guard abs(candidate.count - word.count) <= allowed else { return nil }
                let distance = between(word, candidate)
                return distance <= allowed ? (distance, index, candidate) : nil
            }
            .sorted { ($0.0, $0.1) < ($1.0, $1.1) }
            .map(\.2)
    }
}
