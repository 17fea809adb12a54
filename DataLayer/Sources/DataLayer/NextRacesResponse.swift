import Foundation

/// A decoded next-races response: the summaries that made sense, in the API's order, and a
/// count of what had to be left out.
public struct NextRacesResponse: Sendable, Equatable {
    /// The usable summaries, in `next_to_go_ids` order, each race once.
    public var raceSummaries: [RaceSummary]
    /// Summaries that were malformed, lacked a required field or repeated a race, plus ids with
    /// no summary.
    public var skippedCount: Int

    /// Creates a response from its parts.
    public init(raceSummaries: [RaceSummary], skippedCount: Int = 0) {
        self.raceSummaries = raceSummaries
        self.skippedCount = skippedCount
    }
}

extension NextRacesResponse: Decodable {
    private enum CodingKeys: String, CodingKey {
        case data
    }

    private struct Payload: Decodable {
        var nextToGoIDs: [String]
        var raceSummaries: [String: SkippableSummary]

        enum CodingKeys: String, CodingKey {
            case nextToGoIDs = "next_to_go_ids"
            case raceSummaries = "race_summaries"
        }
    }

    /// Decodes one summary without letting its faults fail the whole response.
    private struct SkippableSummary: Decodable {
        var summary: RaceSummary?

        init(from decoder: any Decoder) {
            summary = try? RaceSummary(from: decoder)
        }
    }

    /// Decodes `data.next_to_go_ids` and `data.race_summaries`, skipping summaries that do not decode.
    public init(from decoder: any Decoder) throws {
        let payload = try decoder.container(keyedBy: CodingKeys.self)
            .decode(Payload.self, forKey: .data)
        var listedIDs = Set<String>()
        var raceIDs = Set<String>()
        var summaries: [RaceSummary] = []
        var skipped = 0
        for id in payload.nextToGoIDs where listedIDs.insert(id).inserted {
            // A summary filed under another id can repeat a race already taken: keep the first.
            if let summary = payload.raceSummaries[id]?.summary, raceIDs.insert(summary.raceID).inserted {
                summaries.append(summary)
            } else {
                skipped += 1
            }
        }
        self.init(raceSummaries: summaries, skippedCount: skipped)
    }
}
