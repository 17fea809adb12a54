/// The races the blackbook's names run in, as the cards read so far show them: which runners of
/// each race are followed, and as what, for the watch screen to mark.
public struct FollowedRaces: Sendable, Hashable {
    /// No race known to hold a followed name.
    public static let none = FollowedRaces(sightings: [])

    /// For each race id, each followed runner's number and the kinds of name it was followed by.
    private let runners: [String: [Int: [FollowKind]]]

    /// The races and runners of `sightings`.
    public init(sightings: [BlackbookSighting]) {
        var runners: [String: [Int: [FollowKind]]] = [:]
        for sighting in sightings {
            runners[sighting.card.race.id, default: [:]][sighting.runner.number] = sighting.hits.map(
                \.followed.kind)
        }
        self.runners = runners
    }

    /// True when no race holds a followed name.
    public var isEmpty: Bool { runners.isEmpty }

    /// Whether the race `raceID` has a followed runner.
    public func contains(raceID: String) -> Bool {
        runners[raceID] != nil
    }

    /// The kinds of followed name runner `number` of race `raceID` is, such as `[.jockey]`; empty
    /// when it is not followed.
    public func kinds(raceID: String, runnerNumber number: Int) -> [FollowKind] {
        runners[raceID]?[number] ?? []
    }
}
