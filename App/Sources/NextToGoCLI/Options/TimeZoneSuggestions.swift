import Foundation
import SharedUtils

/// The time zones a mistyped `--tz` most likely meant: the zones an abbreviation such as `AEST`
/// stands for, and the identifiers spelt most like it.
enum TimeZoneSuggestions {
    /// The most suggestions an error names.
    static let limit = 3

    /// Australian and New Zealand abbreviations, which racing uses and the system does not list,
    /// each with the zones it is used in, the most populous first.
    private static let racingAbbreviations: [String: [String]] = [
        "AEST": ["Australia/Sydney", "Australia/Brisbane", "Australia/Melbourne"],
        "AEDT": ["Australia/Sydney", "Australia/Melbourne", "Australia/Hobart"],
        "ACST": ["Australia/Adelaide", "Australia/Darwin"],
        "ACDT": ["Australia/Adelaide", "Australia/Broken_Hill"],
        "AWST": ["Australia/Perth"],
        "NZST": ["Pacific/Auckland"],
        "NZDT": ["Pacific/Auckland"],
    ]

    /// Up to `limit` identifiers for `name`: what it stands for when it is an abbreviation, else
    /// the identifiers, or their city parts, within a few edits of it, closest first.
    static func closest(to name: String) -> [String] {
        // Edits are at least the difference in length, so a name far longer than every zone's
        // is near none: say so before comparing it with hundreds of zones.
        guard name.count <= longestIdentifier + 3 else { return [] }
        let abbreviation = name.uppercased()
        if let zones = racingAbbreviations[abbreviation] {
            return Array(zones.prefix(limit))
        }
        if let zone = TimeZone.abbreviationDictionary[abbreviation] {
            return [zone]
        }
        let typed = name.lowercased()
        // A typo is a few edits; more than a third of the name changed is another name.
        let allowed = max(1, min(3, typed.count / 3))
        let scored = TimeZone.knownTimeZoneIdentifiers.compactMap { identifier -> (Int, String)? in
            let lowered = identifier.lowercased()
            let city = lowered.split(separator: "/").last.map(String.init) ?? lowered
            let distance = min(EditDistance.between(typed, lowered), EditDistance.between(typed, city))
            return distance <= allowed ? (distance, identifier) : nil
        }
        return scored.sorted { $0 < $1 }.prefix(limit).map(\.1)
    }

    /// The length of the longest zone identifier the system knows.
    private static let longestIdentifier = TimeZone.knownTimeZoneIdentifiers.map(\.count).max() ?? 0

    /// `zones` as words: `A`, `A or B`, `A, B or C`.
    static func list(_ zones: [String]) -> String {
        guard let last = zones.last, zones.count > 1 else { return zones.first ?? "" }
        return zones.dropLast().joined(separator: ", ") + " or " + last
    }
}
