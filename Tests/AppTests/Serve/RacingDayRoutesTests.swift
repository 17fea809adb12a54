import BoardServer
import DomainLayer
import Foundation
import SharedUtils
import Synchronization
import TestSupport
import Testing

/// The racing day and race cards of `nexttogo serve`, through real HTTP to a server in the test's
/// process: the pages link from the day to a meeting to a card, the records are the `--json` ones
/// tagged for caches, many screens on one race start one poller, and a path that cannot name a
/// meeting or race is 404 before anything is fetched.
@Suite(.timeLimit(.minutes(2))) struct RacingDayRoutesTests {
    private let now = Date(timeIntervalSince1970: 1_768_438_800)

    /// Feeds that answer the day of `RacingDayFactory` and the card of race `m0r1` (a recorded
    /// card), counting the day's and the cards' pollers started; any other race is unknown.
    private final class Feeds: Sendable {
        let racing: RacingFeeds

        init(now: Date, card: RaceCard) {
            let date = CalendarDate(containing: now, in: TimeZone(identifier: "UTC")!)!
            let day = RacingDayFactory.day(meetings: 2, on: date, from: now, lastName: "Sandown Park")
            let started = Mutex<[String]>([])
            let days = Mutex(0)
            racing = RacingFeeds(
                followDay: { receive in
                    days.withLock { $0 += 1 }
                    receive(
                        RacingDaySnapshot(
                            value: day, updatedAt: now, nextFetchAt: now.addingTimeInterval(300)))
                    await Task.neverEnding()
                },
                followCard: { raceID, receive in
                    started.withLock { $0.append(raceID) }
                    receive(
                        raceID == "m0r1"
                            ? RaceCardSnapshot(raceID: raceID, card: card, updatedAt: now, nextFetchAt: now)
                            : RaceCardSnapshot(
                                raceID: raceID, card: nil, updatedAt: nil,
                                failure: .unknown(raceID: raceID, origin: .live), nextFetchAt: now))
                    await Task.neverEnding()
                })
            cardPollersStarted = { started.withLock { $0 } }
            dayPollersStarted = { days.withLock { $0 } }
        }

        let cardPollersStarted: @Sendable () -> [String]
        let dayPollersStarted: @Sendable () -> Int
    }

    private func server(limits: ServerLimits = .standard) async throws -> (RunningBoardServer, Feeds) {
        let card = try await RaceCardFixtures.raceCard(of: RaceCardFixtures.openGreyhound)
        let feeds = Feeds(now: now, card: card)
        return (try await RunningBoardServer(now: now, limits: limits, racing: feeds.racing), feeds)
    }

    /// Shows a board of `ids` and waits until the server has it.
    private func showBoard(_ ids: [String], on server: RunningBoardServer) async throws {
        server.show(
            NextRacesSnapshot(
                races: ids.map { RaceFactory.race($0, startsIn: 600, from: now) }, filter: .all, limit: 5,
                takenAt: now, updatedAt: now))
        let deadline = ContinuousClock.now + .seconds(30)
        while try await LoopbackConnection.get(port: server.port, "/healthz").status != 200 {
            guard ContinuousClock.now < deadline else { throw PollTimeout(description: "no board came") }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    @Test func theDayLinksToAMeetingWhichLinksToARacesCard() async throws {
        let (server, _) = try await server()

        let day = try await LoopbackConnection.get(port: server.port, "/meetings")
        let meeting = try await LoopbackConnection.get(port: server.port, "/meeting/Sandown%20Park")
        let card = try await LoopbackConnection.get(port: server.port, "/race/m0r1")

        #expect(day.status == 200)
        #expect(day.headers["content-type"] == "text/html; charset=utf-8")
        #expect(day.body.contains(#"<a href="/meeting/Sandown%20Park">Sandown Park</a>"#))
        #expect(meeting.status == 200)
        #expect(meeting.body.contains(#"<a href="/race/m1r1">R1</a>"#))
        #expect(card.status == 200)
        #expect(card.body.contains("<dt>Status</dt>"))
        #expect(card.body.contains(#"<tr class="runner"#))
        try await server.stop()
    }

    @Test func aRaceAskedForByMeetingAndNumberIsSentToItsCard() async throws {
        let (server, _) = try await server()

        let found = try await LoopbackConnection.get(port: server.port, "/race/M0/1")
        let noRace = try await LoopbackConnection.get(port: server.port, "/race/M0/7")
        let noMeeting = try await LoopbackConnection.get(port: server.port, "/race/Nowhere/1")

        #expect(found.status == 303)
        #expect(found.headers["location"] == "/race/m0r1")
        #expect(noRace.status == 404)
        #expect(noRace.body.contains(#"<a href="/meeting/M0">M0</a>"#))
        #expect(noMeeting.status == 404)
        try await server.stop()
    }

    @Test func theRecordsAreTheJSONOfTheCommandLineTaggedForCaches() async throws {
        let (server, _) = try await server()
        // The board stars the card's meeting, as the config file's stars do.
        let starred = try await RaceCardFixtures.raceCard(of: RaceCardFixtures.openGreyhound).race.meetingName
        server.show(
            NextRacesSnapshot(
                races: [], filter: .all, limit: 5, takenAt: now, updatedAt: now,
                stars: StarPreferences(meetings: StarredMeetings([starred]), placement: .inStartOrder)))
        let deadline = ContinuousClock.now + .seconds(30)
        while try await LoopbackConnection.get(port: server.port, "/healthz").status != 200 {
            guard ContinuousClock.now < deadline else { throw PollTimeout(description: "no board came") }
            try await Task.sleep(for: .milliseconds(20))
        }

        let meetings = try await LoopbackConnection.get(port: server.port, "/api/meetings")
        let meeting = try await LoopbackConnection.get(port: server.port, "/api/meeting/sandown")
        let card = try await LoopbackConnection.get(port: server.port, "/api/race/m0r1")
        let unknown = try await LoopbackConnection.get(port: server.port, "/api/race/nope")

        let days = try #require(
            try JSONSerialization.jsonObject(with: Data(meetings.body.utf8)) as? [[String: Any]])
        #expect(days.map { $0["name"] as? String } == ["M0", "Sandown Park"])
        let found = try #require(
            try JSONSerialization.jsonObject(with: Data(meeting.body.utf8)) as? [[String: Any]])
        #expect(found.first?["name"] as? String == "Sandown Park")
        #expect((found.first?["races"] as? [Any])?.count == 1)
        let record = try #require(
            try JSONSerialization.jsonObject(with: Data(card.body.utf8)) as? [String: Any])
        #expect(record["race_id"] as? String == RaceCardFixtures.openGreyhound.raceID)
        #expect(record["runners"] is [Any])
        #expect(record["starred"] as? Bool == true)
        #expect(card.headers["cache-control"] == "public, max-age=5")
        #expect(unknown.status == 404)
        #expect(unknown.body.contains(#""error" : "No race of that id today.""#))

        let tag = try #require(card.headers["etag"])
        let again = try await LoopbackConnection.get(
            port: server.port, "/api/race/m0r1", headers: ["If-None-Match": tag])
        #expect(again.status == 304)
        #expect(again.body.isEmpty)
        try await server.stop()
    }

    @Test func manyScreensOnOneRaceStartOnePoller() async throws {
        let (server, feeds) = try await server()

        for _ in 0..<20 {
            let page = try await LoopbackConnection.get(port: server.port, "/race/m0r1")
            #expect(page.status == 200)
        }
        _ = try await LoopbackConnection.get(port: server.port, "/api/race/m0r1")

        #expect(feeds.cardPollersStarted() == ["m0r1"])
        try await server.stop()
    }

    @Test func aRaceNeitherOnTheBoardNorOnTheDayStartsNoPoller() async throws {
        let (server, feeds) = try await server()

        let page = try await LoopbackConnection.get(port: server.port, "/race/made-up-id")

        #expect(page.status == 404)
        #expect(page.body.contains("No race of that id today."))
        #expect(feeds.cardPollersStarted().isEmpty)
        try await server.stop()
    }

    @Test(arguments: [
        "/race/%2E%2E%2Fetc", "/race/a%00b", "/race/" + String(repeating: "a", count: 65), "/race/M0/0",
        "/race/M0/100", "/race/M0/x", "/meeting/%FF%FE", "/meeting/" + String(repeating: "M", count: 10_000),
        "/api/race/..", "/meeting/a%0Ab",
    ])
    func aPathThatCannotNameAMeetingOrRaceIs404BeforeAnythingIsFetched(path: String) async throws {
        let (server, feeds) = try await server()

        let response = try await LoopbackConnection.get(port: server.port, path)

        #expect(response.status == 404)
        #expect(feeds.cardPollersStarted().isEmpty)
        #expect(feeds.dayPollersStarted() == 0)
        try await server.stop()
    }

    @Test func oneScreenKeepsItsShareOfCardsWhileTheBoardsRacesAndOtherScreensStillOpen() async throws {
        var limits = ServerLimits.standard
        limits.cardsPerScreen = 1
        let (server, feeds) = try await server(limits: limits)
        try await showBoard(["on_board-1"], on: server)

        let first = try await LoopbackConnection.get(port: server.port, "/race/m0r1")
        let second = try await LoopbackConnection.get(port: server.port, "/race/m1r1")
        let again = try await LoopbackConnection.get(port: server.port, "/race/m0r1")
        // A proxy on this machine names the screen it forwards for; anyone else cannot.
        let behindProxy = try await LoopbackConnection.get(
            port: server.port, "/race/m1r1", headers: ["X-Forwarded-For": "203.0.113.5, 10.0.0.7"])
        let board = try await LoopbackConnection.get(port: server.port, "/race/on_board-1")

        #expect(first.status == 200)
        #expect(second.status == 503)
        #expect(second.headers["retry-after"] == "60")
        #expect(second.body.contains("Too many races are open on screens now"))
        #expect(again.status == 200, "a card the screen holds still opens")
        #expect(behindProxy.status != 503, "another screen has a share of its own")
        #expect(board.status != 503, "a race on the board always opens")
        #expect(feeds.cardPollersStarted() == ["m0r1", "m1r1", "on_board-1"])
        try await server.stop()
    }
}
