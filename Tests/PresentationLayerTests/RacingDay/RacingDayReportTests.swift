import DataLayer
import DomainLayer
import Foundation
import SharedUtils
import TestSupport
import Testing

@testable import PresentationLayer

/// What `meetings` and `meeting <name>` print, composed in-process on the recorded day.
@Suite(.timeLimit(.minutes(1))) struct RacingDayReportTests {
    private let now = MeetingsFixtures.recordedAt
    private let date = CalendarDate(year: 2023, month: 7, day: 13)!
    private let sydney = TimeZone(identifier: "Australia/Sydney")!

    private func repository(
        origin: FeedOrigin = .live, _ handler: @escaping StubMeetingsService.Handler
    ) -> MeetingsServiceRepository {
        MeetingsServiceRepository(service: StubMeetingsService(origin: origin, handler))
    }

    /// The recorded day, served as the live API serves it, or as the demo does (`origin`).
    private func recordedDay(origin: FeedOrigin = .live) throws -> MeetingsServiceRepository {
        let response = try MeetingsResponseDecoder.decode(try MeetingsFixtures.recordedDay())
        return repository(origin: origin) { _, _ in response }
    }

    private func report(
        _ subject: RacingDayReport.Subject, categories: CategoryFilter = .all,
        asJSON: Bool = false, verbose: Bool = false, usesColor: Bool = false, timeZoneLabel: String? = nil
    ) -> RacingDayReport {
        let now = now
        return RacingDayReport(
            subject: subject,
            request: RacingDayRequest(
                query: RacingDayQuery(date: date, timeZone: sydney, categories: categories, countries: .all)),
            style: OutputStyle(
                asJSON: asJSON, verbose: verbose, usesColor: usesColor, width: 120,
                timeZoneLabel: timeZoneLabel,
                dates: DateSource { now }))
    }

    @Test func theMeetingsTableIsTheLayoutsWithTheDemoNoteUnderIt() async throws {
        let report = await report(.meetings).produce(using: try recordedDay(origin: .recorded))

        #expect(report.failed == false)
        #expect(report.diagnostics.isEmpty)
        #expect(report.standardOutput.count == MeetingsFixtures.recordedMeetingCount + 2)
        #expect(report.standardOutput.last == StyledLine(text: "(demo: recorded races, not live)"))
    }

    @Test func colourMapsEachLineToTheBoardsStyleOfTheSameMeaning() async throws {
        let report = await report(.meeting(name: "happy"), usesColor: true, timeZoneLabel: "Australia/Sydney")
            .produce(using: try recordedDay())

        #expect(report.standardOutput.first == StyledLine(text: "Horse · Happy Valley HK", style: .header))
        #expect(report.standardOutput[1].style == .dim)
        #expect(
            report.standardOutput.last == StyledLine(text: "(start times in Australia/Sydney)", style: .dim))
        #expect(report.standardOutput.contains { $0.text.hasPrefix("  R1 ") && $0.style == .plain })
    }

    @Test(arguments: [
        (RacingDayLine.Style.title, TextStyle.header), (.header, .header), (.note, .dim), (.run, .dim),
        (.abandoned, .dim), (.toRun(.normal), .plain), (.toRun(.soon), .soon), (.toRun(.jumped), .jumped),
    ])
    func everyRacingDayStyleHasABoardStyle(style: RacingDayLine.Style, expected: TextStyle) {
        #expect(style.textStyle == expected)
        #expect(RacingDayLine(text: "x", style: style).styled(usesColor: false).style == .plain)
    }

    @Test func anAmbiguousNameFailsWithTheMessageAndAFilterPicksOne() async throws {
        let ambiguous = await report(.meeting(name: "ballarat")).produce(using: try recordedDay())
        let picked = await report(.meeting(name: "ballarat"), categories: CategoryFilter([.harness]))
            .produce(using: try recordedDay())

        #expect(ambiguous.failed)
        #expect(ambiguous.standardOutput.isEmpty)
        #expect(ambiguous.diagnostics.first?.message.hasPrefix("'ballarat' matches 2 meetings") == true)
        #expect(picked.failed == false)
        #expect(picked.standardOutput.first?.text == "Harness · Ballarat VIC")
    }

    @Test func aFailedFetchIsTheBoardsMessageOfferingTheDemo() async throws {
        let failing = repository { _, _ throws(FetchFailure) in
            throw FetchFailure.httpStatus(503, retryAfter: nil)
        }

        let report = await report(.meetings).produce(using: failing)

        #expect(
            report
                == CommandReport(
                    diagnostics: [.error("the racing API is having trouble (HTTP 503)")], failed: true))
    }

    @Test func jsonFromTheDemoSaysOnStderrThatItIsRecordedAndVerboseCountsTheSkipped() async throws {
        let response = MeetingsResponse(meetings: [], skippedMeetingCount: 2, skippedRaceCount: 3)
        let report = await report(.meetings, asJSON: true, verbose: true)
            .produce(using: repository(origin: .recorded) { _, _ in response })

        #expect(
            report.standardOutput
                == CommandReport.plainLines(
                    MeetingJSONRecord.encode(RacingDay(date: date, meetings: [], origin: .recorded), now: now)
                ))
        #expect(
            report.diagnostics == [
                .note("--demo: these meetings are recorded, not live"),
                .note("skipped 5 meetings, races and bets the API sent that nexttogo could not read"),
            ])
    }

    @Test func aRaceIsFoundByItsMeetingAndNumberOrTheFailureSaysWhy() async throws {
        let request = RacingDayRequest(
            query: RacingDayQuery(
                date: date, timeZone: sydney, categories: CategoryFilter([.harness]), countries: .all))
        let day = await request.query.fetch(from: try recordedDay())

        let found = request.race(meeting: "bendigo", number: 6, in: day)
        let missing = request.race(meeting: "bendigo", number: 20, in: day)

        #expect(found == .success(FoundRace(id: RaceCardFixtures.finalHarness.raceID, name: "Bendigo R6")))
        #expect(
            missing
                == .failure(
                    RacingDayFailure(diagnostics: [.error("Bendigo has no race 20; its races are R1–R11")])))
    }
}

extension RacingDayReport {
    /// The report of the day `repository` answers, fetched as the racing-day commands fetch it.
    fileprivate func produce(using repository: any MeetingsRepository) async -> CommandReport {
        report(for: await request.query.fetch(from: repository))
    }
}
