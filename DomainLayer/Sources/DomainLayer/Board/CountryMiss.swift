import SharedUtils

/// A country code chosen with `--country` that no race or meeting in hand carries, with the codes
/// in hand, so a message can say what was there and what was probably meant (`jp` for `JPN`).
public struct CountryMiss: Sendable, Hashable {
    /// The code as chosen, in capitals.
    public let code: String
    /// The codes in hand most like `code`, closest first: those it starts or that start it, then
    /// those an edit away.
    public let closest: [String]
    /// Every code in hand, sorted.
    public let present: [String]

    /// Creates a miss from its parts.
    public init(code: String, closest: [String], present: [String]) {
        self.code = code
        self.closest = closest
        self.present = present
    }
}

extension CountryFilter {
    /// The chosen codes that none of `countries` (the venues' codes of the races or meetings in
    /// hand, before the country filter) matches; none when every country is chosen or nothing
    /// is in hand, since then there is nothing to suggest.
    public func misses(among countries: some Sequence<String?>) -> [CountryMiss] {
        guard !isAll else { return [] }
        let present = Set(countries.compactMap { $0?.uppercased() }.filter { !$0.isEmpty }).sorted()
        guard !present.isEmpty else { return [] }
        return codes.filter { !present.contains($0) }.map { code in
            let overlapping = present.filter { $0.hasPrefix(code) || code.hasPrefix($0) }
            let near = EditDistance.closest(to: code, among: present, allowed: 1)
            var closest = overlapping
            closest += near.filter { !overlapping.contains($0) }
            return CountryMiss(code: code, closest: closest, present: present)
        }
    }
}
