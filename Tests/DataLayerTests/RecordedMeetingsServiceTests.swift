import Foundation
import SharedUtils
import TestSupport
import Testing

@testable import DataLayer

/// The demo's meetings: the recorded day moved to the date asked for, its statuses following
/// the clock.
@Suite struct RecordedMeetingsServiceTests {
    private let recordedDate = CalendarDate(year: 2026, month: 7, day: 13)!
    private let start = Date(timeIntervalSince1970: 1_783_910_000)

    /// A recording of one meeting: a race with placings, one without, and an abandoned one.
    private var recording: MeetingsResponse {
        MeetingsResponse(meetings: [
            MeetingSummary(
                id: "m", name: "Randwick", categoryID: "c", date: "2026-07-13",
                races: [
                    MeetingRaceSummary(
                        id: "a", name: "A", number: 1, advertisedStart: start, status: .final,
                        placings: [[9], [2], [8]]),
                    MeetingRaceSummary(id: "b", name: "B", number: 2, advertisedStart: start, status: .open),
                    MeetingRaceSummary(
                        id: "c", name: "C", number: 3, advertisedStart: start, status: .abandoned),
                ],
                compounds: [CompoundSummary(name: "Treble", raceIDs: ["a", "b", "c"])])
        ])
    }

    private func service(_ recording: MeetingsResponse? = nil) -> RecordedMeetingsService {
        RecordedMeetingsService(
            recording: recording ?? self.recording, recordedDate: recordedDate, dates: .system)
    }

    /// The three races' statuses and placings some seconds after their start.
    private static let moments: [(seconds: Double, statuses: [RaceStatus], placings: [[[Int]]])] = [
        (-1, [.open, .open, .abandoned], [[], [], []]),
        (0, [.closed, .closed, .abandoned], [[], [], []]),
        (119, [.closed, .closed, .abandoned], [[], [], []]),
        (120, [.interim, .closed, .abandoned], [[[9], [2], [8]], [], []]),
        (599, [.interim, .closed, .abandoned], [[[9], [2], [8]], [], []]),
        (600, [.final, .closed, .abandoned], [[[9], [2], [8]], [], []]),
        (86_400, [.final, .closed, .abandoned], [[[9], [2], [8]], [], []]),
    ]

    @Test(arguments: moments)
    func eachRacesStatusFollowsTheClock(
        seconds: Double, statuses: [RaceStatus], placings: [[[Int]]]
    ) {
        let races = service().meetings(on: recordedDate, at: start.addingTimeInterval(seconds)).meetings[0]
            .races

        #expect(races.map(\.status) == statuses)
        #expect(races.map(\.placings) == placings)
    }

    @Test func theDayIsMovedByWholeDaysToTheDateAskedForWithTheDaysInItsIDs() throws {
        let date = try #require(recordedDate.adding(days: 500))
        let response = service().meetings(on: date, at: start)
        let meeting = try #require(response.meetings.first)

        #expect(meeting.id == "m-500")
        #expect(meeting.date == "2027-11-25")
        #expect(meeting.races.map(\.id) == ["a-500", "b-500", "c-500"])
        #expect(meeting.races[0].advertisedStart == start.addingTimeInterval(500 * 86_400))
        #expect(meeting.races[0].status == .open)
        #expect(meeting.compounds == [CompoundSummary(name: "Treble", raceIDs: ["a-500", "b-500", "c-500"])])
    }

    @Test func aMeetingThatRunsPastMidnightUTCKeepsItsRacesInOrderOnTheNextDate() throws {
        let evening = start.addingTimeInterval(-3 * 3_600)
        let lastBeforeMidnight = try #require(
            CalendarDate(containing: evening, in: TimeZone(identifier: "UTC")!))
        let recording = MeetingsResponse(meetings: [
            MeetingSummary(
                id: "m", name: "Penn National", categoryID: "c", date: "2026-07-13",
                races: [
                    MeetingRaceSummary(id: "r1", name: "R1", number: 1, advertisedStart: evening),
                    MeetingRaceSummary(
                        id: "r2", name: "R2", number: 2, advertisedStart: evening.addingTimeInterval(7_200)),
                ])
        ])
        let date = try #require(recordedDate.adding(days: 3))

        let races = service(recording).meetings(on: date, at: start).meetings[0].races

        let days = date.days(since: lastBeforeMidnight)
        #expect(races.map(\.id) == ["r1-\(days)", "r2-\(days)"])
        #expect(races[1].advertisedStart.timeIntervalSince(races[0].advertisedStart) == 7_200)
    }

    @Test func aDateBeforeTheRecordingHasNoMeetings() throws {
        let date = try #require(recordedDate.adding(days: -1))

        #expect(service().meetings(on: date, at: start).meetings.isEmpty)
    }

    @Test func theBuiltInDaysRacesWere413RunWithPlacings12AbandonedAndTheRestNotRun() throws {
        let recording = try RecordedMeetingsService.builtInRecording()
        let outcomes = RecordedRaceOutcome.outcomes(of: recording)
        let races = recording.meetings.flatMap(\.races)

        #expect(races.count == 681)
        #expect(outcomes.values.count { if case .placed = $0 { true } else { false } } == 413)
        #expect(outcomes.values.count { $0 == .abandoned } == 12)
        #expect(races.count { outcomes[$0.id] == nil } == 256)
    }

    @Test func theBuiltInDayIsTheDemosRacingDayWithTheBoardsRaceIDs() async throws {
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        let dates = DateSource { now }
        let today = try #require(CalendarDate(containing: now, in: TimeZone(identifier: "UTC")!))
        let meetings = try await RecordedMeetingsService.builtIn(dates: dates)
            .meetings(on: today, timeZone: TimeZone(identifier: "Australia/Sydney")!)
        let board = try RecordedRacesService.builtIn(dates: dates)
        let races = meetings.meetings.flatMap(\.races)

        #expect(meetings.meetings.count == 69)
        #expect(races.count == 681, "every numbered race of the recorded day")
        #expect(meetings.skippedCount == 0)
        for race in races {
            let listed = try #require(board.race(id: race.id), "\(race.id)")
            #expect(listed.advertisedStart == race.advertisedStart)
            #expect(listed.raceNumber == race.number)
        }
        for meeting in meetings.meetings {
            // Each meeting starts today, at the UTC time of day it did, and its races keep their
            // recorded order, past midnight UTC too.
            let starts = meeting.races.map(\.advertisedStart)
            let first = try #require(starts.min())
            #expect(
                CalendarDate(containing: first, in: TimeZone(identifier: "UTC")!) == today, "\(meeting.name)")
            #expect(starts.max()! < first.addingTimeInterval(86_400), "\(meeting.name)")
        }
        #expect(races.contains { $0.status == .open })
        #expect(races.contains { $0.status == .closed })
        #expect(races.contains { $0.status == .final && !$0.placings.isEmpty }, "the recorded placings")
        #expect(races.contains { $0.status == .abandoned })
    }
}
