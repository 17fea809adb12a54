import SharedUtils

extension RaceDetailsViewModel {
    /// One printed line of the details' facts.
    public struct LaidOutLine: Sendable, Equatable {
        /// The label column (on a fact's first line) or its indent, then the value's words.
        public var text: String
        /// True when the value is `not published`, which the layouts dim.
        public var isNotPublished: Bool
    }

    /// The facts under their labels, the labels in a column two wider than the longest, each
    /// value wrapped to `width` columns (at least `minimumValueWidth` for the value), a word too
    /// wide for them broken so it stays under its indent; with no width, each fact on one line.
    public func laidOutLines(width: Int?, minimumValueWidth: Int = 1) -> [LaidOutLine] {
        let labelWidth = (lines.map { DisplayWidth.columns(of: $0.label) }.max() ?? 0) + 2
        let indent = String(repeating: " ", count: labelWidth)
        return lines.flatMap { line in
            let label = DisplayWidth.padded(line.label, to: labelWidth)
            let values =
                width.map {
                    TextWrapping.linesBreakingLongWords(
                        line.value, width: max(minimumValueWidth, $0 - labelWidth))
                }
                ?? [line.value]
            // A value of nothing but spaces still gets its line, under its label.
            return (values.isEmpty ? [""] : values).enumerated().map { index, value in
                LaidOutLine(
                    text: (index == 0 ? label : indent) + value,
                    isNotPublished: line.value == Self.notPublished)
            }
        }
    }
}
