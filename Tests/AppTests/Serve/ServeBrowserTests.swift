import DomainLayer
import Foundation
import PresentationLayer
import SharedUtils
import TestSupport
import Testing

/// The board in a real browser: `nexttogo serve --demo` renders five races whose countdowns tick
/// in the page, at 1920x1080, and a change upstream reaches an open page without a reload. One
/// browser at a time: several starting at once on a small machine slow each other past the waits
/// of `scripts/browser-check`.
@Suite(.needsChromium, .serialized, .timeLimit(.minutes(3))) struct ServeBrowserTests {
    /// The demo's hour for every test here, whatever `NEXTTOGO_TEST_NOW` says: a morning whose
    /// first meeting and first race jump within minutes, so their countdowns change while watched.
    private static let morning = ["NEXTTOGO_DEMO_NOW": "2026-11-25T08:41:00Z"]

    private func screenshotFile() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent(
            "nexttogo-serve-\(UUID().uuidString).png")
    }

    /// Opens `url` on the board of Sandown Park and Albion Park that `server` shows, waits until the
    /// page has read it and opened its event stream, runs `whenReady`, then shows the board with The
    /// Meadows added, and gives what the page saw within `seconds`.
    private func pageSeeingTheMeadowsAdded(
        at url: String, on server: RunningBoardServer, now: Date, within seconds: Int,
        whenReady: () async throws -> Void = {}
    ) async throws -> BrowserCheck {
        let ready = screenshotFile().appendingPathExtension("ready")
        let screenshot = screenshotFile()
        defer {
            try? FileManager.default.removeItem(at: ready)
            try? FileManager.default.removeItem(at: screenshot)
        }
        server.show(board(["Sandown Park", "Albion Park"], at: now))

        async let seen = BrowserCheck.run(
            url: url, screenshot: screenshot, changeWithin: seconds, readyFile: ready)
        try await poll("the page to be ready", timeout: .seconds(120)) {
            FileManager.default.fileExists(atPath: ready.path) ? () : nil
        }
        try await whenReady()
        server.show(board(["Sandown Park", "Albion Park", "The Meadows"], at: now))
        return try await seen
    }

    @Test func theDemosBoardRendersFiveRacesWhoseCountdownsTick() async throws {
        let served = try await ServedProgram(["--demo"], environment: Self.morning)
        let screenshot = screenshotFile()
        defer { try? FileManager.default.removeItem(at: screenshot) }

        let seen = try await BrowserCheck.run(url: "http://127.0.0.1:\(served.port)/", screenshot: screenshot)

        #expect(seen.rows == 5)
        #expect(seen.countdown != nil && seen.countdownLater != nil && seen.countdown != seen.countdownLater)
        let text = try #require(seen.screenshotText)
        #expect(seen.meetings.count == 5)
        for meeting in seen.meetings {
            #expect(text.contains(meeting), "the screenshot's page shows \(meeting)")
        }
        let png = try Data(contentsOf: screenshot)
        #expect(png.count > 10_000)
        #expect(png.prefix(24).suffix(8) == Data([0, 0, 0x07, 0x80, 0, 0, 0x04, 0x38]), "1920x1080")
        _ = try await served.stop()
    }

    @Test func aChangeUpstreamReachesAnOpenPageWithoutAReloadKeepingFocus() async throws {
        let now = Date()
        let server = try await RunningBoardServer(now: now)

        let result = try await pageSeeingTheMeadowsAdded(
            at: "http://127.0.0.1:\(server.port)/", on: server, now: now, within: 60
        ) {
            // The server counts the page's event stream among its screens.
            let deadline = ContinuousClock.now + .seconds(30)
            while try await LoopbackConnection.offThePool({ Self.screens(port: server.port) }) < 1 {
                guard ContinuousClock.now < deadline else {
                    throw PollTimeout(description: "no screen followed")
                }
                try await Task.sleep(for: .milliseconds(100))
            }
        }
        #expect(result.rows == 2)
        #expect(result.changedTo == "Sandown Park|Albion Park|The Meadows")
        #expect(result.reloaded == false, "the page changed in place")
        #expect(result.focused == "/race/r0", "the first race's link had the focus")
        #expect(result.focusKept == true, "and has it on the new board")
        try await server.stop()
    }

    @Test(.needsNchan) func throughNchanAChangeReachesAnOpenPageLaidOutAsServeLaysItOut() async throws {
        let now = Date()
        let (servePort, nginxPort) = (try NginxInFront.freePort(), try NginxInFront.freePort())
        let nginx = try await NginxInFront(
            upstreamPort: servePort, site: NginxInFront.documented("nchan.conf"), nchan: true, port: nginxPort
        )
        let server = try await RunningBoardServer(
            now: now, publishURL: URL(string: "http://127.0.0.1:\(nginxPort)/publish/board"),
            eventsPath: "/subscribe/board", port: servePort)

        let result = try await pageSeeingTheMeadowsAdded(
            at: "http://127.0.0.1:\(nginxPort)/", on: server, now: now, within: 60)
        #expect(result.rows == 2)
        #expect(result.changedTo == "Sandown Park|Albion Park|The Meadows")
        #expect(result.reloaded == false, "the page changed in place")
        #expect(result.focusKept == true, "keeping the focus on the first race's link")
        let text = try #require(result.screenshotText)
        #expect(text.contains("R3"), "the new race laid out with its number")
        try await server.stop()
        try await nginx.kill()
    }

    @Test(.needsNchan) func aStreamRefusedWhileNchanHasNoRedisIsOpenedAgainAndTheBoardComes() async throws {
        let now = Date()
        let (servePort, nginxPort, redisPort) = (
            try NginxInFront.freePort(), try NginxInFront.freePort(), try NginxInFront.freePort()
        )
        // Redis is not there yet: nginx refuses the page's stream (503), which a browser never
        // tries again by itself.
        let nginx = try await NginxInFront(
            upstreamPort: servePort, site: NginxInFront.documented("nchan-redis.conf"),
            changes: [("redis://127.0.0.1:6379", "redis://127.0.0.1:\(redisPort)")], nchan: true,
            port: nginxPort)
        let server = try await RunningBoardServer(
            now: now, publishURL: URL(string: "http://127.0.0.1:\(nginxPort)/publish/board"),
            eventsPath: "/subscribe/board", port: servePort)
        var redis: RedisServer?

        let result = try await pageSeeingTheMeadowsAdded(
            at: "http://127.0.0.1:\(nginxPort)/", on: server, now: now, within: 90
        ) {
            redis = try await RedisServer(port: redisPort)
        }
        #expect(result.changedTo == "Sandown Park|Albion Park|The Meadows", "the stream was opened again")
        #expect(result.reloaded == false)
        try await server.stop()
        try await nginx.kill()
        _ = redis
    }

    @Test func aRaceCardsStartTicksAndThePageFetchesItselfAgainWithoutAReloadKeepingFocusAndSelection()
        async throws
    {
        let served = try await ServedProgram(["--demo"], environment: Self.morning)
        let screenshot = screenshotFile()
        defer { try? FileManager.default.removeItem(at: screenshot) }
        let raceID = try #require(
            try await LoopbackConnection.offThePool { Self.firstRaceID(port: served.port) })

        let seen = try await BrowserCheck.run(
            url: "http://127.0.0.1:\(served.port)/race/\(raceID)", screenshot: screenshot,
            page: BrowserCheck.Page(
                rows: "tr.runner", countdown: "span.ticking", refetchWithin: 25, selectedFor: 30))

        #expect(seen.rows > 0, "the field")
        #expect(seen.countdown.map { $0.hasPrefix("starts in ") || $0.hasPrefix("started ") } == true)
        #expect(seen.countdown != nil && seen.countdownLater != nil && seen.countdown != seen.countdownLater)
        #expect(
            seen.asksWhileSelected.map { $0 >= 2 } == true,
            "the page asked for itself while text was selected")
        #expect(seen.keptWhileSelected == true, "but left the selected text in place")
        #expect(seen.shownOnceDeselected == true, "until the selection ended")
        #expect(seen.refetched == true, "the page put a newly fetched card in place")
        #expect(seen.reloaded == false, "without a reload")
        #expect(seen.focused != nil, "a link on the card had the focus")
        #expect(seen.focusKept == true, "and a link to the same place has it after")
        _ = try await served.stop()
    }

    @Test(arguments: ["/", "/meetings"])
    func aPageWhoseServerStopsSaysItCannotReachItAndKeepsWhatItShows(path: String) async throws {
        let served = try await ServedProgram(["--demo"], environment: Self.morning)
        let ready = screenshotFile().appendingPathExtension("ready")
        let screenshot = screenshotFile()
        defer {
            try? FileManager.default.removeItem(at: ready)
            try? FileManager.default.removeItem(at: screenshot)
        }

        async let seen = BrowserCheck.run(
            url: "http://127.0.0.1:\(served.port)\(path)", screenshot: screenshot, readyFile: ready,
            page: BrowserCheck.Page(
                rows: path == "/" ? "tr.race" : "tr.meeting", countdown: "td.countdown, span.ticking",
                unreachableWithin: 60))
        try await poll("the page to be loaded", timeout: .seconds(120)) {
            FileManager.default.fileExists(atPath: ready.path) ? () : nil
        }
        _ = try await served.stop()

        let result = try await seen
        #expect(result.rows > 0)
        #expect(result.unreachable == "Cannot reach the server: showing what it last sent, and trying again.")
        #expect(result.reloaded == false, "the page stays, with what it showed")
        let text = try #require(result.screenshotText)
        #expect(text.contains(path == "/" ? "Starts in" : "Meetings on"), "what it showed is still there")
    }

    @Test func theScriptWritesEveryCountdownInTheTerminalsWords() async throws {
        let served = try await ServedProgram(["--demo"], environment: Self.morning)
        let screenshot = screenshotFile()
        defer { try? FileManager.default.removeItem(at: screenshot) }
        let probes: [(seconds: Int, wording: TickingCountdown.Wording, limit: Int)] =
            [245, 5, 0, -37, -80, 3_630, 7_290, 43_199, -3_700].flatMap { seconds in
                [TickingCountdown.Wording.startsIn, .inOrJumped, .spoken].map { (seconds, $0, 86_400) }
            } + [(-90_000, .inOrJumped, 86_400), (90_000, .inOrJumped, 86_400)]

        let seen = try await BrowserCheck.run(
            url: "http://127.0.0.1:\(served.port)/meetings", screenshot: screenshot,
            page: BrowserCheck.Page(
                rows: "tr.meeting", countdown: "span.ticking",
                probes: probes.map {
                    BrowserCheck.Probe(
                        seconds: $0.seconds, wording: $0.wording.rawValue, limit: $0.limit,
                        pastLimit: "R4 due 2026-11-24 09:15")
                }, stillClock: true))

        #expect(seen.rows > 0, "the meetings")
        let written = try #require(seen.probe)
        try #require(written.count == probes.count)
        for (probe, text) in zip(probes.dropLast(2), written) {
            #expect(
                text == Self.words(probe.wording, seconds: probe.seconds),
                "\(probe.seconds) s as \(probe.wording)")
        }
        #expect(
            written.dropLast().last == "R4 due 2026-11-24 09:15",
            "long past its start, the whole line becomes its date, as the terminal's does")
        #expect(written.last == "unwritten", "a day ahead, a countdown is left as the server wrote it")
        _ = try await served.stop()
    }

    @Test func aTVFillsItsScreenAtEverySizeWithNothingOffItAndTheDemoMarked() async throws {
        let now = Date()
        // Boards of 12, 10 (the count 10) and 5 races, and the rows a TV shows of each.
        let boards = [(races: 12, rows: BoardPage.tvRows), (races: 10, rows: 10), (races: 5, rows: 5)]
        var servers: [RunningBoardServer] = []
        for board in boards {
            let server = try await RunningBoardServer(now: now)
            server.show(recordedBoard(races: board.races, at: now))
            servers.append(server)
        }
        let sizes = [(1920, 1080), (1280, 720), (3840, 2160)]
        let screens = sizes.flatMap { width, height in
            servers.map {
                BrowserCheck.Screen(url: "http://127.0.0.1:\($0.port)/?tv", width: width, height: height)
            }
        }

        let layouts = try await BrowserCheck.layouts(of: screens)

        try #require(layouts.count == screens.count)
        for (index, layout) in layouts.enumerated() {
            let board = boards[index % boards.count]
            let size = "\(layout.width)x\(layout.height), \(board.races) races"
            #expect(layout.rows == board.rows, "\(size): as many as fit")
            #expect(layout.rowsOnScreen == layout.rows, "\(size): every row wholly on the screen")
            #expect(layout.statusOnScreen, "\(size): the status line too")
            #expect(layout.demoOnScreen, "\(size): the demo marked")
            #expect(layout.pageWidth <= layout.width, "\(size): no sideways scroll")
            #expect(
                layout.rowType >= Double(layout.height) * 0.035,
                "\(size): type of \(layout.rowType) px, readable across a room")
        }
        for server in servers { try await server.stop() }
    }

    @Test func everyPageFitsAPhoneAndAnUnknownPathLinksToTheBoard() async throws {
        let served = try await ServedProgram(["--demo", "--count", "7"], environment: Self.morning)
        let raceID = try #require(
            try await LoopbackConnection.offThePool { Self.firstRaceID(port: served.port) })
        let base = "http://127.0.0.1:\(served.port)"
        let paths = ["/", "/meetings", "/race/\(raceID)", "/no/such/page"]

        let layouts = try await BrowserCheck.layouts(
            of: paths.map { BrowserCheck.Screen(url: base + $0, width: 390, height: 844) })

        try #require(layouts.count == paths.count)
        for (path, layout) in zip(paths, layouts) {
            #expect(layout.pageWidth <= 390, "\(path) is \(layout.pageWidth) px wide")
        }
        for (path, layout) in zip(paths, layouts).dropLast() {
            #expect(layout.demoOnScreen, "\(path): the demo's data marked")
        }
        #expect(layouts[0].rows == 7, "as many races as --count asks for")
        #expect(layouts[1].rows > 0, "the meetings")
        #expect(layouts[2].rows > 0, "the runners")
        #expect(layouts[2].commentAfterRunners == true, "the race's comment after its runners")
        #expect(layouts[3].text.contains(UnknownPathPage.message))
        #expect(layouts[3].links.contains("/"), "a link to the board")
        _ = try await served.stop()
    }

    /// A recorded board of `races` horse races with long names, a minute apart from `now` on.
    private func recordedBoard(races: Int, at now: Date) -> NextRacesSnapshot {
        NextRacesSnapshot(
            races: (0..<races).map { index in
                RaceFactory.race(
                    "r\(index)", .horse, meeting: "Wolverhampton Synthetic Park \(index)", number: 10,
                    startsIn: Double(index + 1) * 60, from: now,
                    venue: Venue(name: nil, state: "WMD", country: "GBR"))
            },
            filter: .all, limit: races, takenAt: now, updatedAt: now, origin: .recorded)
    }

    /// What the terminal writes for a countdown of `seconds` in `wording`.
    private static func words(_ wording: TickingCountdown.Wording, seconds: Int) -> String {
        switch wording {
        case .startsIn: CountdownFormatter.startsIn(seconds: seconds)
        case .inOrJumped:
            seconds < 0
                ? CountdownFormatter.startsIn(seconds: seconds)
                : "in \(CountdownFormatter.compact(seconds: seconds))"
        case .spoken: CountdownFormatter.spoken(seconds: seconds)
        }
    }

    /// The first race on the board, as `/api/board` says; nil when it does not answer.
    private static func firstRaceID(port: Int) -> String? {
        guard let connection = try? LoopbackConnection(port: port) else { return nil }
        connection.sendRequest(target: Array("/api/board".utf8))
        guard let body = try? connection.response().body,
            let races = try? JSONSerialization.jsonObject(with: Data(body.utf8)) as? [[String: Any]]
        else { return nil }
        return races.first?["race_id"] as? String
    }

    /// A board of one greyhound race at each of `meetings`, a minute apart from `now` on.
    private func board(_ meetings: [String], at now: Date) -> NextRacesSnapshot {
        NextRacesSnapshot(
            races: meetings.enumerated().map { index, meeting in
                RaceFactory.race(
                    "r\(index)", .greyhound, meeting: meeting, number: index + 1,
                    startsIn: Double(index + 1) * 600, from: now)
            },
            filter: .all, limit: 5, takenAt: now, updatedAt: now)
    }

    /// How many screens follow the board, as `/healthz` says; 0 when it does not answer.
    private static func screens(port: Int) -> Int {
        guard let connection = try? LoopbackConnection(port: port) else { return 0 }
        connection.sendRequest(target: Array("/healthz".utf8))
        guard let body = try? connection.response().body,
            let health = try? JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any]
        else { return 0 }
        return health["screens"] as? Int ?? 0
    }
}
