import Foundation
import SharedUtils

/// Serves a recorded racing day's meetings as if they were live, for `--demo`.
///
/// Whatever date is asked for, the recorded day is moved to it by whole days of UTC time, as
/// `RecordedRacesService` moves it, so every race starts at the time of day it really started,
/// and race ids are the recorded ids followed by the days moved: the ids the demo's board lists
/// and its race cards are found by. Each race's status follows the clock as its demo card's
/// does (`RecordedRaceOutcome.status(_:sinceStart:)`), with its placings once interim.
public struct RecordedMeetingsService: MeetingsService {
    /// A recording's: the demo's racing day.
    public var origin: FeedOrigin { .recorded }

    /// The racing date of the day built into the program.
    public static let builtInDate = CalendarDate(year: 2023, month: 7, day: 12)!

    private let recording: MeetingsResponse
    private let recordedDate: CalendarDate
    private let dates: DateSource

    /// Creates a service that replays `recording`, the meetings of `recordedDate`, on the wall
    /// clock `dates`.
    public init(recording: MeetingsResponse, recordedDate: CalendarDate, dates: DateSource) {
        self.recording = recording
        self.recordedDate = recordedDate
        self.dates = dates
    }

    /// The racing day built into the program (the Neds meetings of 12 July 2023, the day
    /// `RecordedRacesService` plays), replayed on `dates`.
    /// - Throws: `FetchFailure.invalidResponse` if the built-in day does not decode, which a
    ///   test rules out.
    public static func builtIn(dates: DateSource) throws(FetchFailure) -> RecordedMeetingsService {
        RecordedMeetingsService(recording: try builtInRecording(), recordedDate: builtInDate, dates: dates)
    }

    /// The meetings built into the program, as recorded.
    /// - Throws: `FetchFailure.invalidResponse` if they do not decode.
    static func builtInRecording() throws(FetchFailure) -> MeetingsResponse {
        guard let body = EmbeddedResource.demoMeetings.data else {
            throw .invalidResponse(reason: "the demo's recorded meetings are damaged")
        }
        return try MeetingsResponseDecoder.decode(body)
    }

    /// The recorded meetings moved to `date`, with each race's status at the wall clock's now;
    /// none for a date before the recording. The zone makes no difference: the recording is one
    /// racing day.
    public func meetings(on date: CalendarDate, timeZone: TimeZone) async throws(FetchFailure)
        -> MeetingsResponse
    {
        meetings(on: date, at: dates.now())
    }

    /// The recorded meetings moved to `date`, as they stand at `now`. Each meeting is moved by
    /// whole days so that its first race starts on `date` at the UTC time of day it was run, and
    /// its other races keep their places after it, past midnight UTC too (an American evening
    /// meeting ends on the next UTC date). The board moves races by whole days as well, so a
    /// race has the same id and start in both.
    func meetings(on date: CalendarDate, at now: Date) -> MeetingsResponse {
        let days = date.days(since: recordedDate)
        // The recording has no meetings before its own day; the racing date's own range bounds
        // how far after it a day can be.
        guard days >= 0 else { return MeetingsResponse(meetings: []) }
        var moved = recording
        for index in moved.meetings.indices {
            var meeting = moved.meetings[index]
            meeting.id = "\(meeting.id)-\(days)"
            meeting.date = date.description
            let utc = TimeZone(identifier: "UTC")!
            let firstDate = meeting.races.map(\.advertisedStart).min().flatMap {
                CalendarDate(containing: $0, in: utc)
            }
            let movedDays = firstDate.map { date.days(since: $0) } ?? days
            let races = meeting.races.map { Self.race($0, movedBy: movedDays, at: now) }
            let movedIDs = Dictionary(
                zip(meeting.races.map(\.id), races.map(\.id)), uniquingKeysWith: { first, _ in first })
            meeting.races = races
            meeting.compounds = meeting.compounds.map { compound in
                CompoundSummary(name: compound.name, raceIDs: compound.raceIDs.compactMap { movedIDs[$0] })
            }
            moved.meetings[index] = meeting
        }
        return moved
    }

    /// `race` moved by `days` whole days, its id saying by how many, with its status and
    /// placings at `now`.
    private static func race(_ race: MeetingRaceSummary, movedBy days: Int, at now: Date)
        -> MeetingRaceSummary
    {
        var moved = race
        moved.id = "\(race.id)-\(days)"
        moved.advertisedStart = race.advertisedStart.addingTimeInterval(
            Double(days) * RecordedRacesService.day)
        let outcome = RecordedRaceOutcome(race)
        moved.status = RecordedRaceOutcome.status(
            outcome, sinceStart: now.timeIntervalSince(moved.advertisedStart))
        moved.placings = RecordedRaceOutcome.shownPlacings(outcome, status: moved.status)
        return moved
    }
}
