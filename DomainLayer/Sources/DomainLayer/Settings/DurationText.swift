/// A length of time as a person types it: whole hours, minutes and seconds, each followed by its
/// unit, in that order and each at most once, such as `90s`, `5m`, `2m30s` or `1h`.
public struct DurationText: Equatable {
    /// The forms to show a person who typed something else.
    public static let examples = "90s, 5m or 2m30s"

    /// The length of time.
    public let duration: Duration

    /// Reads `text`, in any case; nil when it is not a duration in the forms above.
    public init?(_ text: String) {
        var rest = Substring(text.lowercased())
        var units: ArraySlice<(name: Character, seconds: Int64)> = [("h", 3600), ("m", 60), ("s", 1)]
        var seconds: Int64 = 0
        guard !rest.isEmpty else { return nil }
        while !rest.isEmpty {
            let digits = rest.prefix { ("0"..."9").contains($0) }
            // Six digits of hours is far past any use, and keeps the sum from overflowing.
            guard (1...6).contains(digits.count), let value = Int64(digits) else { return nil }
            rest = rest.dropFirst(digits.count)
            guard let name = rest.first, let unit = units.firstIndex(where: { $0.name == name }) else {
                return nil
            }
            seconds += value * units[unit].seconds
            units = units[(unit + 1)...]
            rest = rest.dropFirst()
        }
        duration = .seconds(seconds)
    }
}
