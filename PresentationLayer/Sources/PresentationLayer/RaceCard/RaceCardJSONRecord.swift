import DomainLayer
import Foundation

/// A race card as `nexttogo race --json` prints it: the race and its details as before, plus its
/// `status`, its `runners` and its `placings`.
public struct RaceCardJSONRecord: Sendable, Equatable, Encodable {
    /// One runner, for scripts; absent parts are null.
    public struct RunnerRecord: Sendable, Equatable, Encodable {
        /// The runner's number.
        public let number: Int
        /// The runner's name.
        public let name: String
        /// The barrier or box.
        @NullWhenAbsent public private(set) var barrier: Int?
        /// The jockey or driver.
        @NullWhenAbsent public private(set) var rider: String?
        /// The trainer.
        @NullWhenAbsent public private(set) var trainer: String?
        /// Whether the runner is scratched.
        public let scratched: Bool
        /// Whether the runner is an emergency.
        public let emergency: Bool
        /// The last starts.
        @NullWhenAbsent public private(set) var form: String?
        /// The fixed win price, rounded to two places.
        @NullWhenAbsent public private(set) var win: Double?
        /// The fixed place price, rounded to two places.
        @NullWhenAbsent public private(set) var place: Double?
        /// The feed's fixed win prices, oldest first, each rounded to two places; null when the
        /// feed gives none, as for a scratched runner.
        @NullWhenAbsent public private(set) var fluctuations: [Double]?
        /// The first of `fluctuations`: the opening fixed win price.
        @NullWhenAbsent public private(set) var openingWin: Double?
        /// The change from `openingWin` to `win` in per cent, rounded to one place, negative for
        /// a price that shortened; null without both.
        @NullWhenAbsent public private(set) var winChangePercent: Double?
        /// Whether the runner is a favourite.
        public let favourite: Bool
        /// The finishing position, 1 for the winner.
        @NullWhenAbsent public private(set) var position: Int?

        private enum CodingKeys: String, CodingKey {
            case number, name, barrier, rider, trainer, scratched, emergency, form, win, place, fluctuations,
                favourite, position
            case openingWin = "opening_win"
            case winChangePercent = "win_change_percent"
        }
    }

    /// The race and its details, as `nexttogo race --json` printed them before race cards.
    public let details: RaceDetailsJSONRecord
    /// `open`, `live`, `closed`, `interim`, `final`, `abandoned` or `unknown`.
    public let status: String
    /// The runners in the card's order.
    public let runners: [RunnerRecord]
    /// The placings once the race is run, as `meeting --json` gives a race's: in the demo the
    /// race's recorded ones, which its borrowed field does not show; empty before.
    public let placings: [MeetingRaceJSONRecord.Placing]

    private enum CodingKeys: String, CodingKey {
        case status, runners, placings
    }

    /// The record for `card` at `now`; `isStarred` says its meeting is starred.
    public init(card: RaceCard, now: Date, isStarred: Bool = false) {
        details = RaceDetailsJSONRecord(race: card.race, now: now, isStarred: isStarred)
        status = card.status.rawValue
        runners = card.runners.map { runner in
            let move = runner.priceMove
            return RunnerRecord(
                number: runner.number, name: runner.name, barrier: runner.barrier, rider: runner.rider,
                trainer: runner.trainer, scratched: runner.isScratched, emergency: runner.isEmergency,
                form: runner.form, win: PriceText.rounded(runner.winPrice),
                place: PriceText.rounded(runner.placePrice),
                fluctuations: move.map { $0.prices.compactMap(PriceText.rounded) },
                openingWin: PriceText.rounded(move?.opening),
                winChangePercent: move?.changePercent.map { ($0 * 10).rounded() / 10 },
                favourite: card.isFavourite(runner), position: runner.position)
        }
        placings = card.placings.map {
            MeetingRaceJSONRecord.Placing(position: $0.position, runners: $0.runnerNumbers)
        }
    }

    /// Encodes the race's fields, its details, its status and its runners in one object.
    public func encode(to encoder: any Encoder) throws {
        try details.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(status, forKey: .status)
        try container.encode(runners, forKey: .runners)
        try container.encode(placings, forKey: .placings)
    }

    /// The record as pretty-printed JSON with keys in a stable order.
    public func json() -> String {
        RaceJSONRecord.prettyJSON(self, orElse: "{}")
    }
}
