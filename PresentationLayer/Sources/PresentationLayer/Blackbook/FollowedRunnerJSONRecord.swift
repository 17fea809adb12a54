import DomainLayer
import Foundation

/// One followed runner as `nexttogo followed --today --json` prints it; `docs/alerts.md`
/// documents each field.
struct FollowedRunnerJSONRecord: Encodable, Equatable {
    /// One followed name that matched the runner.
    struct Follow: Encodable, Equatable {
        /// `runner`, `jockey` or `trainer`.
        let kind: String
        /// The name as followed.
        let name: String
        /// The name on the card it matched.
        let matched: String
    }

    let raceID: String
    let meetingName: String
    let raceNumber: Int
    let advertisedStart: String
    let runnerNumber: Int
    let runnerName: String
    @NullWhenAbsent private(set) var barrier: Int?
    @NullWhenAbsent private(set) var rider: String?
    @NullWhenAbsent private(set) var trainer: String?
    @NullWhenAbsent private(set) var win: Double?
    let scratched: Bool
    let follows: [Follow]

    private enum CodingKeys: String, CodingKey {
        case raceID = "race_id"
        case meetingName = "meeting_name"
        case raceNumber = "race_number"
        case advertisedStart = "advertised_start"
        case runnerNumber = "runner_number"
        case runnerName = "runner_name"
        case barrier, rider, trainer, win, scratched, follows
    }

    /// The record of `sighting`.
    init(_ sighting: BlackbookSighting) {
        let race = sighting.card.race
        let runner = sighting.runner
        raceID = race.id
        meetingName = race.meetingName
        raceNumber = race.raceNumber
        advertisedStart = race.advertisedStart.formatted(
            Date.ISO8601FormatStyle(timeZone: TimeZone(identifier: "UTC")!))
        runnerNumber = runner.number
        runnerName = runner.name
        barrier = runner.barrier
        rider = runner.rider
        trainer = runner.trainer
        win = PriceText.rounded(runner.winPrice)
        scratched = runner.isScratched
        follows = sighting.hits.map {
            Follow(kind: $0.followed.kind.rawValue, name: $0.followed.name, matched: $0.matchedName)
        }
    }
}
