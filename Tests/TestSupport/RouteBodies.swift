import Foundation

/// The answers of the racing API's later routes to the next races made from a v1 next-races
/// body, so one recording can be served on every route and the board compared across them.
public enum RouteBodies {
    /// The id of an open market, the state of a race not yet jumped.
    static let openMarketID = "4bc8fe96-296b-4b4c-aea4-85c94f63b9c6"

    /// The v2 next-races route's answer (`v2/racing/next-races-category-group`) holding the races
    /// of `body`: each race filed under its category, its start as an RFC 3339 string.
    public static func categoryGroup(fromNextRaces body: Data) throws -> Data {
        var map: [String: [String]] = [:]
        var summaries: [String: [String: Any]] = [:]
        for (id, var summary) in try listed(body) {
            guard let category = summary["category_id"] as? String else { continue }
            map[category, default: []].append(id)
            if let seconds = startSeconds(summary) {
                summary["advertised_start"] = CategoryGroupFixtures.text(Date(timeIntervalSince1970: seconds))
            }
            summaries[id] = summary
        }
        return try JSONSerialization.data(withJSONObject: [
            "category_race_map": map.mapValues { ["race_ids": $0] }, "race_summaries": summaries,
        ])
    }

    /// The racing day route's answer (`v2/racing/meeting`) holding the races of `body`, each
    /// meeting once per category and name, every race open.
    public static func racingDay(fromNextRaces body: Data) throws -> Data {
        var meetings: [String: [String: Any]] = [:]
        var races: [String: [String: Any]] = [:]
        for (id, summary) in try listed(body) {
            guard let category = summary["category_id"] as? String,
                let name = summary["meeting_name"] as? String,
                let seconds = startSeconds(summary)
            else { continue }
            let meetingID = "m-\(category)-\(name)"
            var meeting =
                meetings[meetingID] ?? [
                    "name": name, "category_id": category, "race_ids": [String](),
                    "state": summary["venue_state"] ?? NSNull(),
                    "country": summary["venue_country"] ?? NSNull(),
                ]
            meeting["race_ids"] = (meeting["race_ids"] as? [String] ?? []) + [id]
            meetings[meetingID] = meeting
            races[id] = [
                "name": summary["race_name"] ?? "", "number": summary["race_number"] ?? NSNull(),
                "advertised_start": CategoryGroupFixtures.text(Date(timeIntervalSince1970: seconds)),
                "main_market_status_id": openMarketID,
            ]
        }
        return try JSONSerialization.data(withJSONObject: ["meetings": meetings, "races": races])
    }

    /// The summaries of a v1 `body` in `next_to_go_ids` order, with their ids.
    private static func listed(_ body: Data) throws -> [(String, [String: Any])] {
        let root = try JSONSerialization.jsonObject(with: body) as? [String: Any] ?? [:]
        let data = root["data"] as? [String: Any] ?? [:]
        let ids = data["next_to_go_ids"] as? [String] ?? []
        let summaries = data["race_summaries"] as? [String: [String: Any]] ?? [:]
        return ids.compactMap { id in summaries[id].map { (id, $0) } }
    }

    private static func startSeconds(_ summary: [String: Any]) -> Double? {
        (summary["advertised_start"] as? [String: Any])?["seconds"] as? Double
    }
}
