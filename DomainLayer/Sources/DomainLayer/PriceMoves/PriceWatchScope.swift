/// Whose fixed win prices are watched for moves: each runner the blackbook follows, every runner
/// of a starred meeting's races, and every runner of the races chosen by id.
public struct PriceWatchScope: Sendable, Hashable {
    /// The most races that may be chosen by id.
    public static let chosenRaceLimit = 20

    /// The followed names.
    public let blackbook: Blackbook
    /// The starred meetings.
    public let stars: StarredMeetings
    /// The ids of the races chosen.
    public let raceIDs: Set<String>

    /// The runners `blackbook` follows, the races of `stars`' meetings and the races `raceIDs`.
    public init(blackbook: Blackbook, stars: StarredMeetings = .none, raceIDs: Set<String> = []) {
        self.blackbook = blackbook
        self.stars = stars
        self.raceIDs = raceIDs
    }

    /// True when nothing is watched.
    public var isEmpty: Bool { blackbook.isEmpty && stars.isEmpty && raceIDs.isEmpty }

    /// Why the price of `runner` of `card` is watched; nil when it is not.
    public func reason(for runner: Runner, on card: RaceCard) -> PriceWatchReason? {
        let hits = blackbook.hits(in: runner)
        if !hits.isEmpty { return .followed(hits) }
        if let name = stars.starredName(for: card.race.meetingName) { return .starredMeeting(name) }
        return raceIDs.contains(card.race.id) ? .chosenRace : nil
    }

    /// The ids of the races of `meetings` watched whoever runs in them: a starred meeting's and
    /// those chosen.
    public func watchedRaceIDs(in meetings: [Meeting]) -> Set<String> {
        var ids = raceIDs
        for meeting in meetings where stars.contains(meeting.name) {
            ids.formUnion(meeting.races.map(\.id))
        }
        return ids
    }
}
