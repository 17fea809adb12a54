extension WatchScreenLayout {
    /// The body of a board with nothing to show because fetching failed: the reason wrapped in
    /// the lines there are, then what to do meanwhile when it fits whole, after a blank line when
    /// there is room for one. A reason longer than the lines ends in `…` on the last line that fits.
    func failureBody(message: String, hint: String?, size: ScreenSize) -> Body {
        let width = size.columns
        let reason = TextWrapping.linesBreakingLongWords("Cannot show races: \(message).", width: width)
        let advice = hint.map { TextWrapping.linesBreakingLongWords($0, width: width) } ?? []
        return Body(minimumLines: 1) { available in
            var lines = Array(reason.prefix(available))
            if lines.count < reason.count, let last = lines.popLast() {
                lines.append(RaceTableLayout.truncated(last + "…", to: width))
            }
            let room = available - lines.count - advice.count
            if !advice.isEmpty, room >= 0 {
                lines += (room > 0 ? [""] : []) + advice
            }
            return lines.map { StyledLine(text: $0) }
        }
    }
}
