import DomainLayer
import Foundation

extension RaceJSONRecord {
    /// The groups as a pretty-printed JSON object keyed by category (`horse`, `greyhound`,
    /// `harness`), each holding its races as `encode(_:now:stars:)` lists them, keys sorted.
    public static func encode(groups: [RaceGroup], now: Date, stars: StarredMeetings = .none) -> String {
        let byCategory = Dictionary(
            uniqueKeysWithValues: groups.map { group in
                (group.category.rawValue, records(for: group.races, now: now, stars: stars))
            })
        return prettyJSON(byCategory, orElse: "{}")
    }
}
