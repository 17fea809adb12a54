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

    @Test(arguments: [
        (-1.0, [RaceCardMarketStatus.open, .open, .abandoned], [[[Int]]]([[], [], []])),
        (0, [.closed, .closed, .abandoned], [[], [], []]),
        (599, [.closed, .closed, .abandoned], [[], [], []]),
        (600, [.final, .closed, .abandoned], [[[9], [2], [8]], [], []]),
        (86_400, [.final, .closed, .abandoned], [[[9], [2], [8]], [], []]),
    ])
    func eachRacesStatusFollowsTheClock(
        seconds: Double, statuses: [RaceCardMarketStatus], placings: [[[Int]]]
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

    @Test func aDateBeforeTheRecordingHasNoMeetings() throws {
        let date = try #require(recordedDate.adding(days: -1))

        #expect(service().meetings(on: date, at: start).meetings.isEmpty)
    }

    @Test func theBuiltInDayIsTheDemosRacingDayWithTheBoardsRaceIDs() async throws {
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        let dates = DateSource { now }
        let today = try #require(CalendarDate(containing: now, in: TimeZone(identifier: "UTC")!))
        let meetings = try await RecordedMeetingsService.builtIn(dates: dates)
            .meetings(on: today, timeZone: TimeZone(identifier: "Australia/Sydney")!)
        let board = try RecordedRacesService.builtIn(dates: dates)
        let races = meetings.meetings.flatMap(\.races)

        #expect(meetings.meetings.count == 70)
        #expect(races.count == 673)
        #expect(meetings.skippedCount == 0)
        for race in races {
            let listed = try #require(board.race(id: race.id), "\(race.id)")
            #expect(listed.advertisedStart == race.advertisedStart)
            #expect(listed.raceNumber == race.number)
            // The board lists each race of today on today's UTC date, at the time of day it was
            // run, whichever UTC date that was on the recorded day.
            #expect(CalendarDate(containing: race.advertisedStart, in: TimeZone(identifier: "UTC")!) == today)
        }
        #expect(races.contains { $0.status == .open })
        #expect(races.contains { $0.status == .closed })
    }
}
