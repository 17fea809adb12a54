import DataLayer
import DomainLayer
import Foundation
import SharedUtils
import TestSupport
import Testing

@testable import PresentationLayer

/// The recorded day's screens as a person reads them, compared with golden files under
/// `Tests/PresentationLayerTests/__Snapshots__` (record with `NEXTTOGO_RECORD_SNAPSHOTS=1`): at
/// the recording's moment, in Sydney, at 120 and 60 columns.
@Suite(.timeLimit(.minutes(1))) struct RacingDayGoldenTests {
    private let now = MeetingsFixtures.recordedAt
    private let sydney = TimeZone(identifier: "Australia/Sydney")!
    private let date = CalendarDate(year: 2023, month: 7, day: 13)!

    /// The golden files sit beside the other presentation goldens, one folder up.
    private let snapshotAnchor = URL(filePath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "RacingDayGoldenTests.swift").path

    private func recordedDay() async throws -> RacingDay {
        let response = try MeetingsResponseDecoder.decode(try MeetingsFixtures.recordedDay())
        return try await MeetingsServiceRepository(service: StubMeetingsService { _, _ in response })
            .racingDay(date, timeZone: sydney)
    }

    private func text(_ lines: [RacingDayLine]) -> String {
        lines.map(\.text).joined(separator: "\n") + "\n"
    }

    @Test(arguments: [120, 60])
    func theRecordedDaysMeetings(width: Int) async throws {
        let lines = MeetingsTableLayout.lines(
            for: try await recordedDay(), now: now, clock: ClockTimeFormatter(timeZone: sydney), width: width)
        let actual = text(lines)

        #expect(lines.count == MeetingsFixtures.recordedMeetingCount + 1)
        #expect(lines.allSatisfy { DisplayWidth.columns(of: $0.text) <= width })
        #expect(
            actual
                == (try GoldenFile.expected(for: actual, named: "meetings-\(width)", testFile: snapshotAnchor))
        )
    }

    @Test(arguments: [120, 60])
    func theRecordedDaysHappyValleyFoundByPrefix(width: Int) async throws {
        let day = try await recordedDay()
        // `happy` is the start of two meetings' names on the recording: the ten races at Happy
        // Valley and a one-race special filed under the same name, which gives way to the full
        // meeting, the one a person wants to see.
        guard case .found(let meeting) = MeetingFinder(meetings: day.meetings).find("happy") else {
            Issue.record("happy does not find Happy Valley on the recording")
            return
        }
        #expect(meeting.races.count == 10)
        let view = MeetingViewModel(
            meeting: meeting, racingDate: day.date, now: now, clock: ClockTimeFormatter(timeZone: sydney))
        let lines = MeetingLayout.lines(for: view, width: width)
        let actual = text(lines)

        #expect(lines.allSatisfy { DisplayWidth.columns(of: $0.text) <= width })
        #expect(
            actual
                == (try GoldenFile.expected(
                    for: actual, named: "meeting-happy-valley-\(width)", testFile: snapshotAnchor)))
    }

    @Test(arguments: [120, 60])
    func aRecordedMeetingWithResults(width: Int) async throws {
        let day = try await recordedDay()
        // Monbetsu races on both dates of the recording; the 12th's has results.
        guard case .ambiguous(let matches) = MeetingFinder(meetings: day.meetings).find("Monbetsu") else {
            Issue.record("Monbetsu is not on both dates")
            return
        }
        let meeting = try #require(matches.first { $0.date?.day == 12 })
        let view = MeetingViewModel(
            meeting: meeting, racingDate: day.date, now: now, clock: ClockTimeFormatter(timeZone: sydney))
        let lines = MeetingLayout.lines(for: view, width: width)
        let actual = text(lines)

        #expect(actual.contains("1st 9  2nd 2  3rd 8"))
        #expect(lines.allSatisfy { DisplayWidth.columns(of: $0.text) <= width })
        #expect(
            actual
                == (try GoldenFile.expected(
                    for: actual, named: "meeting-monbetsu-\(width)", testFile: snapshotAnchor)))
    }

    @Test func theRecordedDaysFinderMessages() async throws {
        let day = try await recordedDay()
        let finder = MeetingFinder(meetings: day.meetings)
        let messages = [
            finder.find("ballarat").failureMessage(for: "ballarat", on: day.date),
            finder.find("GRAFTON").failureMessage(for: "GRAFTON", on: day.date),
            finder.find("monbetsu").failureMessage(for: "monbetsu", on: day.date),
            finder.find("balarat").failureMessage(for: "balarat", on: day.date),
            finder.find("zzzz").failureMessage(for: "zzzz", on: day.date),
            finder.findRace(meeting: "casino", number: 13).failureMessage(
                meeting: "casino", number: 13, on: day.date),
        ]
        let actual = messages.map { $0 ?? "(found)" }.joined(separator: "\n") + "\n"

        #expect(!actual.contains("(found)"))
        #expect(
            actual
                == (try GoldenFile.expected(
                    for: actual, named: "racing-day-messages", testFile: snapshotAnchor)))
    }
}
