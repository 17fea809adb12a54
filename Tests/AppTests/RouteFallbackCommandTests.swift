import DataLayer
import Foundation
import TestSupport
import Testing

/// Against a gateway that refuses requests without `Content-Type: application/json` and answers
/// only one of the three routes to the next races, the built program shows the same board from
/// whichever route answers, and says which with `--verbose`.
@Suite(.timeLimit(.minutes(2))) struct RouteFallbackCommandTests {
    static let recording = "j-__next-to-go-react__payload-1768438793569"

    @Test(arguments: NextRacesRoute.allCases)
    func theBoardIsTheSameWhicheverRouteAnswers(route: NextRacesRoute) async throws {
        let feed = try RecordedFeedServer(recording: Self.recording, leadTime: 600, onlyRoute: route)
        defer { feed.server.stop() }

        let output = try await CommandRunner.run([
            "--verbose", "--api-url", feed.server.baseURL.absoluteString,
        ])

        #expect(output.status == 0, "\(output.stderr)")
        #expect(
            TableOutput(output.stdout).meetingsAndRaces == feed.expectedRaces().map(\.locatedMeetingAndRace))
        let note = "the races came from the racing API's \(route.path) route"
        #expect(output.stderr.contains(note) == (route != .nextRaces), "\(output.stderr)")
        #expect(feed.server.receivedRequests.allSatisfy { $0.headers["content-type"] == "application/json" })
    }

    @Test(arguments: [NextRacesRoute.categoryGroup, .racingDay])
    func aFilteredBoardIsRightOnALaterRoute(route: NextRacesRoute) async throws {
        let feed = try RecordedFeedServer(recording: Self.recording, leadTime: 600, onlyRoute: route)
        defer { feed.server.stop() }

        let output = try await CommandRunner.run(
            ["--filter", "horse,greyhound", "--json", "--api-url", feed.server.baseURL.absoluteString])

        #expect(output.status == 0, "\(output.stderr)")
        let records =
            try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]] ?? []
        #expect(
            records.compactMap { $0["race_id"] as? String }
                == feed.expectedRaces(["horse", "greyhound"]).map(\.id))
        if route == .categoryGroup {
            let asked = feed.server.receivedRequests.first { $0.target.contains("next-races-category-group") }
            let categories = asked.flatMap {
                URLComponents(string: $0.target)?.queryItems?.first { $0.name == "categories" }?.value
            }
            #expect(
                categories
                    == #"["4a2788f8-e825-4d36-9894-efd4baf1cfae","9daef0d7-bf3c-4f50-921d-8e818c60fe61"]"#)
        }
    }

    @Test func theRecordedV2AnswerFillsTheBoard() async throws {
        let body = try CategoryGroupFixtures.rebased(firstStart: TestTime.dates.now().addingTimeInterval(600))
        let server = try LoopbackHTTPServer { request in
            request.target.hasPrefix("/v2/racing/next-races-category-group?")
                ? .json(Array(body)) : .text("404 page not found", status: 404)
        }
        defer { server.stop() }

        let output = try await CommandRunner.run([
            "--count", "10", "--api-url", server.baseURL.absoluteString,
        ])

        #expect(output.status == 0, "\(output.stderr)")
        let table = TableOutput(output.stdout)
        #expect(table.rows.count == 10)
        #expect(table.meetingsAndRaces.allSatisfy { $0.hasPrefix("Stub Name") }, "\(output.stdout)")
    }

    @Test func whenNoRouteAnswersTheMessageSaysSoAndPointsAtDoctor() async throws {
        let server = try LoopbackHTTPServer { _ in .text("404 page not found", status: 404) }
        defer { server.stop() }

        let output = try await CommandRunner.run(["--api-url", server.baseURL.absoluteString])

        #expect(output.status == 1)
        #expect(
            output.stderr.contains(
                "the racing API answers none of its routes to the next races (HTTP 404); check --api-url, "
                    + "or run nexttogo doctor to see what answers"),
            "\(output.stderr)")
        let asked = Set(server.receivedRequests.map { $0.target.prefix { $0 != "?" } })
        #expect(asked == ["/rest/v1/racing/", "/v2/racing/next-races-category-group", "/v2/racing/meeting"])
    }
}

extension TerminalTests {
    /// `nexttogo --watch` in a real terminal against the gateway answering one route: the board is the
    /// one the first route would give, and the status line names a later route.
    @Suite(.timeLimit(.minutes(2))) struct RouteFallbackWatchTests {
        @Test(arguments: [
            (NextRacesRoute.nextRaces, nil), (.categoryGroup, "v2 route"), (.racingDay, "racing day route"),
        ])
        func theWatchBoardComesFromWhicheverRouteAnswersAndNamesALaterOne(
            route: NextRacesRoute, label: String?
        )
            async throws
        {
            let feed = try RecordedFeedServer(
                recording: RouteFallbackCommandTests.recording, leadTime: 600, onlyRoute: route, now: .system)
            let watch = try await WatchInTmux(columns: 100, rows: 24, feed: feed)
            defer { watch.stop() }

            let screen = try await watch.screen(timeout: .seconds(20)) {
                $0.rows.count == 5 && $0.lines.contains { $0.hasPrefix("updated ") }
            }

            #expect(screen.meetingsAndRaces == feed.expectedRaces().map(\.locatedMeetingAndRace))
            let status = try #require(screen.lines.first { $0.hasPrefix("updated ") }, "\(screen)")
            #expect(status.contains(#/^updated \d\d:\d\d:\d\d/#))
            #expect(status.hasSuffix(label.map { " via \($0)" } ?? ""), "\(status)")
            #expect(status.contains(" via ") == (label != nil), "\(status)")

            try await watch.tmux.sendKeys("h")
            let horse = try await watch.screen { screen in
                screen.header?.contains("· horse races ·") == true
                    && screen.meetingsAndRaces == feed.expectedRaces(["horse"]).map(\.locatedMeetingAndRace)
            }
            #expect(horse.rows.allSatisfy { $0[0] == "Horse" }, "\(horse)")
        }
    }
}

/// When the gateway has no service behind the race card or racing day route, the command says
/// which route the racing API refused and points at `nexttogo doctor`.
@Suite(.timeLimit(.minutes(2))) struct RouteRefusalCommandTests {
    @Test(arguments: [
        (["race", "5c0f9b9d-0000-4000-8000-000000000000"], "the race card route (HTTP 500)"),
        (["meetings"], "the racing day route (HTTP 500)"),
    ])
    func aRouteWithNoServiceIsSaidAndPointsAtDoctor(arguments: [String], route: String) async throws {
        let server = try LoopbackHTTPServer { _ in
            .json(Array(RecordedFeedServer.noneAvailable.utf8), status: 500)
        }
        defer { server.stop() }

        let output = try await CommandRunner.run(arguments + ["--api-url", server.baseURL.absoluteString])

        #expect(output.status == 1)
        #expect(
            output.stderr.contains(
                "the racing API refused \(route); run nexttogo doctor to see what answers"),
            "\(output.stderr)")
        #expect(output.stderr.split(separator: "\n").count == 1, "\(output.stderr)")
    }
}
