/// A decoded next-races response: the summaries that made sense, in the API's order, and a
/// count of what had to be left out.
public struct NextRacesResponse: Sendable, Equatable {
    /// The usable summaries, in `next_to_go_ids` order, each race once.
    public var raceSummaries: [RaceSummary]
    /// Summaries that were malformed, lacked a required field or repeated a race, plus ids with
    /// no summary.
    public var skippedCount: Int
    /// The route that answered.
    public var route: NextRacesRoute

    /// Creates a response from its parts.
    public init(raceSummaries: [RaceSummary], skippedCount: Int = 0, route: NextRacesRoute = .nextRaces) {
        self.raceSummaries = raceSummaries
        self.skippedCount = skippedCount
        self.route = route
    }

    /// The summaries of `ids`, in order, each id and each race once; an id with no usable
    /// summary, or whose summary repeats a race already taken, is counted as skipped.
    init(listing ids: [String], from summaries: [String: RaceSummary]) {
        var listedIDs = Set<String>()
        var raceIDs = Set<String>()
        var taken: [RaceSummary] = []
        var skipped = 0
        for id in ids where listedIDs.insert(id).inserted {
            // A summary filed under another id can repeat a race already taken: keep the first.
            if let summary = summaries[id], raceIDs.insert(summary.raceID).inserted {
                taken.append(summary)
            } else {
                skipped += 1
            }
        }
        self.init(raceSummaries: taken, skippedCount: skipped)
    }
}
