import DomainLayer
import Foundation
import Testing

@testable import PresentationLayer

/// The words of `nexttogo doctor`'s clock line: quiet within 30 s, and past it, how far and which
/// way, with what to check.
@Suite struct DoctorReportTextTests {
    @Test(arguments: [
        (0.0, "your clock agrees with the racing API's (within 0 s)"),
        (-30, "your clock agrees with the racing API's (within 30 s)"),
        (31, "your clock is 31 seconds ahead of the racing API's"),
        (600, "your clock is 10 minutes ahead of the racing API's"),
        (-7_200, "your clock is 2 hours behind the racing API's"),
        (-259_200, "your clock is 3 days behind the racing API's"),
    ])
    func theClockLineSaysHowFarAndWhichWay(offset: TimeInterval, words: String) {
        let line = DoctorReportText.clockWords(.offset(offset))
        #expect(line.hasPrefix(words), "\(line)")
        #expect(line.contains("timedatectl") == (abs(offset) > 30))
    }

    @Test(arguments: [
        (APIClockReading.notSent, "the racing API sent no Date header, so the clock cannot be checked"),
        (
            .unreadable(sent: "garbage"),
            #"the racing API sent a Date header that cannot be read ("garbage"), so the clock cannot be checked"#
        ),
        (
            .noAnswer,
            "nothing answered, so the clock cannot be checked; try --demo for a recorded racing day"
        ),
    ])
    func aClockThatCannotBeCheckedSaysWhy(reading: APIClockReading, words: String) {
        #expect(DoctorReportText.clockWords(reading) == words)
    }

    @Test func aRedirectIsShownAsOneWithItsLocation() {
        let check = RouteCheck(
            path: "rest/v1/racing/?method=nextraces", subject: .races, status: 200,
            elapsed: .milliseconds(95),
            verdict: .refused(.invalidResponse(reason: "data is missing")),
            redirect: RouteCheck.Redirect(status: 302, location: "https://api.neds.com.au/v2/racing/meeting"))

        #expect(DoctorReportText.shownStatus(check) == 302)
        #expect(
            DoctorReportText.detail(check)
                == "redirected to https://api.neds.com.au/v2/racing/meeting, which is not this route")
    }

    @Test func withJSONTheFailurePointsAtNoLinesAboveAndOfflineSuggestsTheDemo() throws {
        let failed = RouteCheck(
            path: "rest/v1/racing/?method=nextraces", subject: .races, status: nil, elapsed: .seconds(1),
            verdict: .failed(.unreachable(host: "api.neds.com.au")))
        let report = APICheckupReport(checks: [failed], boardRoute: nil, clock: .noAnswer)

        let text = try #require(DoctorReportText.failure(report)).message
        let json = try #require(DoctorReportText.failure(report, asJSON: true)).message

        #expect(text.contains("(see above)"))
        #expect(!json.contains("see above"), "\(json)")
        #expect(json.hasSuffix("try --demo for a recorded racing day"), "\(json)")
    }

    @Test(arguments: [
        (RouteCheck.Answer.races(count: 1, skipped: 0), "1 race"),
        (.races(count: 38, skipped: 2), "38 races, 2 left out"),
        (.racingDay(meetings: 1, racesToCome: 0), "1 meeting, 0 races to come"),
        (.raceCard(runners: 1), "a card of 1 runner"),
    ])
    func whatARouteSentIsCountedInWords(answer: RouteCheck.Answer, words: String) {
        #expect(DoctorReportText.words(for: answer) == words)
    }

    @Test func theReportHasALinePerRouteAndSaysWhereTheBoardComesFrom() {
        let report = APICheckupReport(
            checks: [
                RouteCheck(
                    path: "rest/v1/racing/?method=nextraces", subject: .races, status: 404,
                    elapsed: .milliseconds(12), verdict: .refused(.routeRefused(status: 404))),
                RouteCheck(
                    path: "v2/racing/next-races-category-group", subject: .races, status: 200,
                    elapsed: .milliseconds(340), verdict: .answered(.races(count: 15, skipped: 0))),
            ],
            boardRoute: .categoryGroup, clock: .offset(2))
        let surroundings = DoctorSurroundings(
            host: "api.neds.com.au",
            config: .read(path: "/home/a/.config/nexttogo/config.json", brand: "neds", starredCount: 1),
            terminal: .init(isTerminal: true, columns: 120, rows: 40, usesColor: true, noColorSet: false))

        let lines = DoctorReportText.text(report, in: surroundings).split(separator: "\n").map(String.init)

        #expect(
            lines == [
                "nexttogo doctor: api.neds.com.au",
                "  gone  rest/v1/racing/?method=nextraces      404     12 ms  the route is not there (HTTP 404)",
                "  ok    v2/racing/next-races-category-group   200    340 ms  15 races",
                "board     from v2/racing/next-races-category-group",
                "clock     your clock agrees with the racing API's (within 2 s)",
                "config    /home/a/.config/nexttogo/config.json (brand neds, 1 starred meeting)",
                "terminal  120×40, colour (NO_COLOR is not set)",
            ])
        #expect(DoctorReportText.failure(report) == nil)
    }
}
