import Foundation
import TestSupport

/// A race-card body of any field and price count, made from the recorded final harness card:
/// its race, meeting and venue as recorded, its runners copied with new ids and numbers, and
/// prices shaped as the API's (fixed win and place for each runner, tote pools for the rest), and
/// `fluctuationsPerRunner` fixed win fluctuations for each runner (more than the decoder keeps).
enum SyntheticRaceCardBody {
    /// How many fluctuations each runner has: twice what the decoder keeps, so the cap is timed.
    static let fluctuationsPerRunner = 100

    /// A card of `runners` runners and `prices` prices in all.
    static func body(runners: Int, prices: Int) throws -> Data {
        let fixture = RaceCardFixtures.finalHarness
        var root =
            try JSONSerialization.jsonObject(with: RaceCardFixtures.data(of: fixture)) as? [String: Any]
            ?? [:]
        var data = root["data"] as? [String: Any] ?? [:]
        let recorded = data["entrants"] as? [String: [String: Any]] ?? [:]
        let templates = recorded.keys.sorted().compactMap { recorded[$0] }.filter { $0["number"] != nil }
        var entrants: [String: Any] = [:]
        var ids: [String] = []
        for index in 0..<runners {
            let id = "00000000-0000-4000-8000-\(String(format: "%012d", index))"
            var entrant = templates[index % templates.count]
            entrant["id"] = id
            entrant["number"] = index + 1
            entrant["barrier"] = index % 12 + 1
            entrant["is_scratched"] = nil
            entrants[id] = entrant
            ids.append(id)
        }
        var priced: [String: Any] = [:]
        let products =
            ["940b8704-e497-4a76-b390-00918ff7d282", "7cf3eea6-5654-42be-9c2e-6de280e7bb34"]
            + (0..<max(0, prices / max(1, runners))).map {
                "10000000-0000-4000-8000-\(String(format: "%012d", $0))"
            }
        for (index, (product, id)) in products.lazy.flatMap({ product in ids.map { (product, $0) } }).prefix(
            prices
        )
        .enumerated() {
            priced["\(id):\(product):"] = [
                "odds": ["numerator": index % 40 + 1, "denominator": index % 5 + 1]
            ]
        }
        var markets = data["markets"] as? [String: [String: Any]] ?? [:]
        for (key, market) in markets where market["name"] as? String == "Final Field" {
            var field = market
            field["entrant_ids"] = ids
            markets[key] = field
        }
        data["entrants"] = entrants
        data["prices"] = priced
        data["markets"] = markets
        data["results"] = nil
        data["price_fluctuations"] = Dictionary(
            uniqueKeysWithValues: ids.enumerated().map { index, id in
                (id, (0..<fluctuationsPerRunner).map { 1.5 + Double((index + $0) % 60) / 4 })
            })
        root["data"] = data
        return try JSONSerialization.data(withJSONObject: root)
    }
}
