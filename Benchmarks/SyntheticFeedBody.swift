import DomainLayer
import Foundation
import TestSupport

/// Next-races response bodies of any size, made from the recorded responses: every summary is a
/// recorded one with a new id and a new start, so the fields and their shapes are the API's own.
struct SyntheticFeedBody {
    private let templates: [[String: Any]]

    /// Loads every recorded summary as a template.
    init() throws {
        templates = try Fixtures.recordedNames.flatMap { name -> [[String: Any]] in
            let data = try Fixtures.object(named: name)["data"] as? [String: Any]
            let summaries = data?["race_summaries"] as? [String: [String: Any]] ?? [:]
            return summaries.keys.sorted().compactMap { summaries[$0] }
        }
    }

    /// A body of `count` races in `next_to_go_ids` order, the first starting two minutes before
    /// `now` (so the board has races to drop) and one every 15 seconds after it, every fourth
    /// sharing the start of the one before (as real feeds do).
    func body(races count: Int, now: Date) throws -> Data {
        var ids: [String] = []
        var summaries: [String: Any] = [:]
        ids.reserveCapacity(count)
        summaries.reserveCapacity(count)
        let firstStart = Int(now.timeIntervalSince1970) - 120
        for index in 0..<count {
            let id = Self.id(index)
            var summary = templates[index % templates.count]
            let slot = index - (index % 4 == 3 ? 1 : 0)
            summary["race_id"] = id
            summary["advertised_start"] = ["seconds": firstStart + slot * 15]
            ids.append(id)
            summaries[id] = summary
        }
        let root: [String: Any] = [
            "status": 200,
            "data": ["next_to_go_ids": ids, "race_summaries": summaries],
            "message": "Next 10 races from each category",
        ]
        return try JSONSerialization.data(withJSONObject: root)
    }

    /// A UUID-shaped id that differs for every index.
    private static func id(_ index: Int) -> String {
        let hex = String(index, radix: 16)
        let padded = String(repeating: "0", count: max(0, 12 - hex.count)) + hex
        return "b3c4e5f6-0000-4000-8000-\(padded)"
    }
}
