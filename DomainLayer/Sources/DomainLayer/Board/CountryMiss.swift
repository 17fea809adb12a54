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

extension CountryMiss {
    /// The country codes the racing API has been seen to give its venues (in the recorded feeds
    /// of 2022–2023), so a mistyped code is matched to a real one even at an hour when no race
    /// from that country is on the board.
    public static let knownCodes: Set<String> = [
        "ARG", "AUS", "BRA", "CA", "CHI", "FR", "HK", "IRE", "ITA", "JPN", "MEX", "NZ", "SAF", "SWE",
        "UK", "USA",
    ]
}

extension CountryFilter {
    /// The chosen codes that none of `countries` (the venues' codes of the races or meetings in
    /// hand, before the country filter) matches; none when every country is chosen or nothing
    /// is in hand, since then there is nothing to list. What was probably meant is looked for
    /// among the codes in hand first, then among `CountryMiss.knownCodes`; a code that is itself
    /// known is taken as meant, with no guess.
    public func misses(among countries: some Sequence<String?>) -> [CountryMiss] {
        guard !isAll else { return [] }
        let present = Set(countries.compactMap { $0?.uppercased() }.filter { !$0.isEmpty }).sorted()
        guard !present.isEmpty else { return [] }
        let known = CountryMiss.knownCodes.subtracting(present).sorted()
        return codes.filter { !present.contains($0) }.map { code in
            guard !CountryMiss.knownCodes.contains(code) else {
                return CountryMiss(code: code, closest: [], present: present)
            }
            let overlapping = { (codes: [String]) in
                codes.filter { $0.hasPrefix(code) || code.hasPrefix($0) }
            }
            let near = { (codes: [String]) in EditDistance.closest(to: code, among: codes, allowed: 1) }
            var closest: [String] = []
            for candidate in overlapping(present) + overlapping(known) + near(present) + near(known)
            where !closest.contains(candidate) {
                closest.append(candidate)
            }
            return CountryMiss(code: code, closest: closest, present: present)
        }
    }
}
