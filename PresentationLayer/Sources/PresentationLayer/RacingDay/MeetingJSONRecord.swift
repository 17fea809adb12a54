import DomainLayer
import Foundation

/// One meeting as `nexttogo meetings --json` prints it, for scripts; `docs/racing-day.md`
/// documents each field.
public struct MeetingJSONRecord: Sendable, Equatable, Encodable {
    /// One compound bet: its name as the API gives it, and its races' numbers.
    public struct Compound: Sendable, Equatable, Encodable {
        /// The bet's name as the API gives it, such as `EarlyQuadrella`.
        public let name: String
        /// The numbers of its races, in order.
        public let raceNumbers: [Int]

        private enum CodingKeys: String, CodingKey {
            case name
            case raceNumbers = "race_numbers"
        }
    }

    /// The meeting's id.
    public let meetingID: String
    /// The meeting's name.
    public let name: String
    /// `horse`, `greyhound` or `harness`.
    public let category: String
    /// The racing date the API files the meeting under, `YYYY-MM-DD`; null when it does not say.
    @NullWhenAbsent public private(set) var date: String?
    /// The venue's name; null when the API does not say.
    @NullWhenAbsent public private(set) var venueName: String?
    /// The venue's state or region, such as `VIC`; null when the API does not say.
    @NullWhenAbsent public private(set) var venueState: String?
    /// The venue's country code, such as `AUS` or `HK`; null when the API does not say.
    @NullWhenAbsent public private(set) var venueCountry: String?
    /// The track's state as the API gives it, such as `Good4`; null when it does not say.
    @NullWhenAbsent public private(set) var trackCondition: String?
    /// The weather as the API gives it, such as `FINE`; null when it does not say.
    @NullWhenAbsent public private(set) var weather: String?
    /// How many races have been run (or are running).
    public let racesRun: Int
    /// How many races the meeting has.
    public let racesTotal: Int
    /// The number of the race that jumps next; null when none is left, or it has no number.
    @NullWhenAbsent public private(set) var nextRaceNumber: Int?
    /// The next race's advertised start in ISO 8601, UTC; null when none is left.
    @NullWhenAbsent public private(set) var nextRaceStart: String?
    /// Seconds from now to the next race's start (negative while betting stays open past it);
    /// null when none is left.
    @NullWhenAbsent public private(set) var secondsToNextRace: Int?
    /// `racing`, `finished` or `abandoned`.
    public let state: String
    /// The compound bets, such as the quadrella.
    public let compounds: [Compound]

    /// The keys in the order the documentation lists them; the output sorts them.
    enum CodingKeys: String, CodingKey {
        case meetingID = "meeting_id"
        case name, category, date
        case venueName = "venue_name"
        case venueState = "venue_state"
        case venueCountry = "venue_country"
        case trackCondition = "track_condition"
        case weather
        case racesRun = "races_run"
        case racesTotal = "races_total"
        case nextRaceNumber = "next_race_number"
        case nextRaceStart = "next_race_start"
        case secondsToNextRace = "seconds_to_next_race"
        case state, compounds
    }

    /// The record for `meeting` at `now`.
    public init(meeting: Meeting, now: Date) {
        let progress = meeting.progress(at: now)
        meetingID = meeting.id
        name = meeting.name
        category = meeting.category.rawValue
        date = meeting.date?.description
        venueName = meeting.venue?.name
        venueState = meeting.venue?.state
        venueCountry = meeting.venue?.country
        trackCondition = meeting.trackCondition
        weather = meeting.weather
        racesRun = meeting.runCount(at: now)
        racesTotal = meeting.races.count
        compounds = meeting.compounds.map { Compound(name: $0.name, raceNumbers: $0.raceNumbers) }
        switch progress {
        case .next(let race):
            state = "racing"
            nextRaceNumber = race.number
            nextRaceStart = Self.iso8601(race.advertisedStart)
            secondsToNextRace = RacingDayWords.secondsToStart(race, now: now)
        case .finished, .abandoned:
            state = progress == .finished ? "finished" : "abandoned"
            nextRaceNumber = nil
            nextRaceStart = nil
            secondsToNextRace = nil
        }
    }

    /// The day's meetings at `now` as a pretty-printed JSON array with keys in a stable order,
    /// in the order the table shows them (next to jump first, finished last).
    public static func encode(_ day: RacingDay, now: Date) -> String {
        RaceJSONRecord.prettyJSON(
            day.meetings(orderedAt: now).map { MeetingJSONRecord(meeting: $0, now: now) }, orElse: "[]")
    }

    /// `date` in ISO 8601, UTC, as every `--json` time is.
    static func iso8601(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(timeZone: TimeZone(identifier: "UTC")!))
    }
}
