import DataLayer
import Foundation
import TestSupport
import Testing

/// `nexttogo doctor` against a loopback gateway: a line per route with its status and what came
/// back, the route the board will use, the clock's offset from the gateway's `Date`, and the exit
/// status that says whether the board can be shown.
@Suite(.timeLimit(.minutes(2))) struct DoctorCommandTests {
    /// A gateway whose clock is `offset` seconds behind this machine's (so ours is ahead), that
    /// answers only `route` with the recorded v2 answer reshaped as that route sends it.
    private static func gateway(answering route: NextRacesRoute?, clockBehindBy offset: TimeInterval = 0)
        throws
        -> LoopbackHTTPServer
    {
        let nextRaces = try Fixtures.rebased(
            RouteFallbackCommandTests.recording, firstStart: TestTime.dates.now().addingTimeInterval(600))
        let bodies: [NextRacesRoute: Data] = [
            .nextRaces: nextRaces,
            .categoryGroup: try RouteBodies.categoryGroup(fromNextRaces: nextRaces),
            .racingDay: try RouteBodies.racingDay(fromNextRaces: nextRaces),
        ]
        return try LoopbackHTTPServer { request in
            let date = [("Date", Self.httpDate(TestTime.dates.now().addingTimeInterval(-offset)))]
            guard request.headers["content-type"] == "application/json" else {
                return .text("unsupported content-type", status: 500, headers: date)
            }
            if request.target.contains("method=racecard") {
                return .text("race not found", status: 404, headers: date)
            }
            let asked = NextRacesRoute.allCases.first { route in
                route == .nextRaces
                    ? request.target.contains("method=nextraces")
                    : request.target.hasPrefix("/\(route.path)?")
            }
            guard let asked, asked == route, let body = bodies[asked] else {
                return asked == .racingDay
                    ? .json(Array(RecordedFeedServer.noneAvailable.utf8), status: 500, headers: date)
                    : .text("404 page not found", status: 404, headers: date)
            }
            return .json(Array(body), headers: date)
        }
    }

    private static func httpDate(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.string(from: date)
    }

    /// The route lines of a report, by route path: the mark, the status and what came back.
    private static func routeLines(_ stdout: String) -> [String: (
        mark: String, status: String, detail: String
    )] {
        var lines: [String: (String, String, String)] = [:]
        for line in stdout.split(separator: "\n") where line.hasPrefix("  ") {
            let words = line.split(separator: " ").map(String.init)
            guard words.count >= 5 else { continue }
            // The time is `12 ms`, or `-` when no request was made.
            let detail = words.dropFirst(words[3] == "-" ? 4 : 5)
            lines[words[1]] = (words[0], words[2], detail.joined(separator: " "))
        }
        return lines
    }

    @Test(arguments: NextRacesRoute.allCases)
    func eachRouteIsShownAndTheBoardsRouteIsTheOneThatAnswers(route: NextRacesRoute) async throws {
        let server = try Self.gateway(answering: route)
        defer { server.stop() }

        let output = try await CommandRunner.run(["doctor", "--api-url", server.baseURL.absoluteString])

        #expect(output.status == 0, "\(output.stderr)")
        let lines = Self.routeLines(output.stdout)
        for other in NextRacesRoute.allCases {
            let line = try #require(lines[other.path], "\(output.stdout)")
            #expect(line.mark == (other == route ? "ok" : "gone"), "\(output.stdout)")
            #expect(line.status == (other == route ? "200" : other == .racingDay ? "500" : "404"))
        }
        let races = try #require(lines[route.path]?.detail)
        #expect(
            races.contains(route == .racingDay ? #/^\d+ meetings, \d+ races to come$/# : #/^\d+ races$/#),
            "\(races)")
        let card = try #require(lines["rest/v1/racing/?method=racecard"], "\(output.stdout)")
        #expect(
            card.mark == "gone" && card.status == "404",
            "a 404 for a race just listed: the card route is gone")
        #expect(output.stdout.contains("board     from \(route.path)\n"), "\(output.stdout)")
        #expect(
            output.stdout.contains("clock     your clock agrees with the racing API's"), "\(output.stdout)")
        #expect(server.receivedRequests.count == 4)
    }

    @Test func aClockTenMinutesAheadIsSaidWithWhatToCheck() async throws {
        let server = try Self.gateway(answering: .nextRaces, clockBehindBy: 600)
        defer { server.stop() }

        let output = try await CommandRunner.run(["doctor", "--api-url", server.baseURL.absoluteString])

        #expect(output.status == 0)
        #expect(
            output.stdout.contains(
                "clock     your clock is 10 minutes ahead of the racing API's, so countdowns are off by as much; "
                    + "check its time sync"), "\(output.stdout)")
    }

    @Test func whenNoRouteAnswersItExitsOneWithEachRoutesReason() async throws {
        let server = try Self.gateway(answering: nil)
        defer { server.stop() }

        let output = try await CommandRunner.run(["doctor", "--api-url", server.baseURL.absoluteString])

        #expect(output.status == 1)
        let lines = Self.routeLines(output.stdout)
        #expect(lines["rest/v1/racing/?method=nextraces"]?.detail == "the route is not there (HTTP 404)")
        #expect(lines["v2/racing/meeting"]?.detail == "the gateway has no service for this route")
        #expect(
            lines["rest/v1/racing/?method=racecard"]?.detail == "not asked: no route listed a race to ask for"
        )
        #expect(
            output.stderr.hasPrefix("nexttogo: the board cannot be shown: no route to the next races answers")
        )
        #expect(output.stderr.split(separator: "\n").count == 1)
    }

    @Test func nothingListeningIsANetworkFailureNotAGoneRoute() async throws {
        let port = try RefusingLoopbackPort()
        let output = try await CommandRunner.run(
            ["doctor", "--api-url", "http://127.0.0.1:\(port.port)", "--timeout", "2"])

        #expect(output.status == 1)
        #expect(
            Self.routeLines(output.stdout).values.filter { $0.mark == "fail" }.count == 3, "\(output.stdout)")
        #expect(output.stderr.contains("the network or the server failed"))
    }

    @Test func theJSONReportNamesTheBoardsRouteAndTheClockOffset() async throws {
        let server = try Self.gateway(answering: .categoryGroup, clockBehindBy: -120)
        defer { server.stop() }

        let output = try await CommandRunner.run([
            "doctor", "--json", "--api-url", server.baseURL.absoluteString,
        ])

        #expect(output.status == 0)
        let record = try #require(
            try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(record["board_route"] as? String == NextRacesRoute.categoryGroup.path)
        #expect(record["can_show_board"] as? Bool == true)
        let offset = try #require(record["clock_offset_seconds"] as? Double)
        // The server's Date is 120 s ahead, to the whole second, and a loaded machine may take
        // seconds to read it, which brings the offset closer to 0.
        #expect((-122 ... -112).contains(offset), "\(offset)")
        #expect((record["clock"] as? String)?.hasPrefix("your clock is 2 minutes behind") == true)
        let routes = record["routes"] as? [[String: Any]] ?? []
        #expect(routes.map { $0["result"] as? String } == ["refused", "ok", "refused", "refused"])
        #expect((record["config"] as? [String: Any])?["state"] as? String == "absent")
    }

    @Test(arguments: [
        ["doctor", "--timeout", "0"], ["doctor", "--api-url", "ftp://x"], ["doctor", "--demo"],
    ])
    func badOptionsAreAUsageError(arguments: [String]) async throws {
        let output = try await CommandRunner.run(arguments)
        #expect(output.status == 64)
        #expect(output.stderr.split(separator: "\n").count == 1, "\(output.stderr)")
    }
}
