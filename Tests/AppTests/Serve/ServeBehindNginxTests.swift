import BoardServer
import DomainLayer
import Foundation
import Spawning
import Synchronization
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `nexttogo serve --demo` behind Debian's nginx, run with the configuration the docs give
/// (`docs/nginx/nexttogo.conf`): the board's record comes through and is kept for a second, the
/// event stream comes through as it is sent, not when it ends, and the page comes through as it
/// is; nginx and the server are both gone afterwards, however a test ends.
@Suite(.needsNginx, .timeLimit(.minutes(2))) struct ServeBehindNginxTests {
    @Test func theRecordComesThroughAndASecondAskWithinTheSecondIsACacheHit() async throws {
        try await withServeBehindNginx { served, nginx in
            let before = try await LoopbackConnection.get(port: served.port, "/api/board")
            // A copy is kept at least a whole second after it is fetched, so of two asks within a
            // second the second is a hit; only a machine too slow for that is given another key.
            var pairs: [(first: LoopbackConnection.Response, second: LoopbackConnection.Response)] = []
            var took = Duration.zero
            for attempt in 1...3 {
                let target = attempt == 1 ? "/api/board" : "/api/board?attempt=\(attempt)"
                let started = ContinuousClock.now
                let first = try await LoopbackConnection.get(port: nginx.port, target)
                let second = try await LoopbackConnection.get(port: nginx.port, target)
                took = started.duration(to: .now)
                pairs.append((first, second))
                if second.headers["x-cache-status"] == "HIT" || took < .seconds(1) { break }
            }
            let after = try await LoopbackConnection.get(port: served.port, "/api/board")

            let proxied = pairs[0].first
            #expect(proxied.status == 200)
            #expect(proxied.headers["cache-control"] == "public, max-age=1")
            let tag = try #require(proxied.headers["etag"])
            #expect([before.headers["etag"], after.headers["etag"]].contains(tag))
            let records = try JSONSerialization.jsonObject(with: Data(proxied.body.utf8)) as? [[String: Any]]
            #expect(records?.count == 5)
            // The board may move on between two asks (a race leaves), so it is one of the two.
            #expect(
                try [Self.racesWithoutCountdowns(before.body), Self.racesWithoutCountdowns(after.body)]
                    .contains(Self.racesWithoutCountdowns(proxied.body)),
                "nginx passes on what serve answers")
            for (first, _) in pairs {
                #expect(first.headers["x-cache-status"] == "MISS", "the first ask for a record goes to serve")
            }
            let (first, second) = try #require(pairs.last)
            let status = second.headers["x-cache-status"] ?? "no X-Cache-Status"
            #expect(status == "HIT", "the second of two asks \(took) apart")
            #expect(second.status == 200)
            #expect(second.body == first.body, "the copy kept is the answer to the first ask")
        }
    }

    @Test func theEventStreamComesThroughAtOnceAndStaysOpen() async throws {
        try await withServeBehindNginx { served, nginx in
            let stream = try LoopbackConnection(port: nginx.port)
            // Taking gzip, as a browser's EventSource does, so nginx treats it as it would a screen.
            stream.sendRequest(
                target: Array("/events".utf8), headers: ["Accept-Encoding": "gzip, deflate, br"])

            // Held back by nginx, the event would come only when the stream ends, which it never
            // does by itself: the read would time out.
            let received: String
            do {
                received = try await LoopbackConnection.offThePool {
                    try stream.read(
                        until: "event: board\ndata: <table class=\"races", timeout: .seconds(30))
                }
            } catch {
                throw NginxInFront.Failure(
                    description: "the opening board event did not come through nginx within 30 s: \(error)")
            }
            let health = try await LoopbackConnection.get(port: nginx.port, "/healthz")

            #expect(received.hasPrefix("HTTP/1.1 200 OK\r\n"))
            #expect(received.lowercased().contains("\r\ncontent-type: text/event-stream\r\n"))
            #expect(received.contains("retry: 5000\n\n"))
            let record = try #require(
                try JSONSerialization.jsonObject(with: Data(health.body.utf8)) as? [String: Any])
            #expect(health.status == 200)
            #expect(record["screens"] as? Int == 1, "serve still has the stream open: \(health.body)")
            #expect(served.standardError.contains("serving the demo's recorded board"))
        }
    }

    @Test func thePageComesThroughAsItIsAndUncached() async throws {
        try await withServeBehindNginx { _, nginx in
            let page = try await LoopbackConnection.get(port: nginx.port, "/?tv")

            #expect(page.status == 200)
            #expect(page.headers["content-type"] == "text/html; charset=utf-8")
            #expect(page.headers["x-cache-status"] == nil)
            #expect(page.body.contains("<table class=\"races"))
        }
    }

    /// The races of a `/api/board` record as sorted JSON text, each without the seconds to its
    /// start, which move on with the clock between two asks.
    private static func racesWithoutCountdowns(_ body: String) throws -> String {
        let records = try #require(
            try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [[String: Any]], "records in \(body)")
        let stripped = records.map { $0.filter { $0.key != "seconds_to_start" } }
        let text = try JSONSerialization.data(withJSONObject: stripped, options: [.sortedKeys])
        return String(decoding: text, as: UTF8.self)
    }

    /// Starts `nexttogo serve --demo` and nginx in front of it, runs `body`, then stops both
    /// whether `body` threw or not, and checks that both ended cleanly. (Neither leaves a child
    /// that could hold its port: nginx runs as one process. A connection to the freed ports would
    /// prove nothing, as another test's server may have been given one of them since.)
    private func withServeBehindNginx(
        _ body: (ServedProgram, NginxInFront) async throws -> Void
    ) async throws {
        let served = try await ServedProgram(["--demo"])
        let nginx: NginxInFront
        do {
            nginx = try await NginxInFront(upstreamPort: served.port)
        } catch {
            _ = try? await served.stop()
            throw error
        }
        var failure: (any Error)?
        do {
            try await body(served, nginx)
        } catch {
            failure = error
        }
        let nginxStatus = try await nginx.stop()
        let servedStatus = try await served.stop()

        #expect(nginxStatus == 0, "nginx's log: \(nginx.errorLog)")
        #expect(servedStatus == 0)
        if let failure { throw failure }
    }
}

/// The lines of nginx's configuration that `docs/serve.md` shows are lines of the files the docs
/// give and the tests run, each block all from one file, so the page cannot show what is not
/// tested.
@Suite struct NginxConfigurationExcerptTests {
    @Test func everyLineServeMdShowsIsInATestedFile() throws {
        let page = try String(
            contentsOf: NginxInFront.documentedConfiguration.appendingPathComponent("../../serve.md")
                .standardized,
            encoding: .utf8)
        let files = try ["nexttogo.conf", "nchan.conf", "nchan-redis.conf"].map { name in
            let text = try String(contentsOf: NginxInFront.documented(name), encoding: .utf8)
            return (name, Set(text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }))
        }
        let blocks = page.components(separatedBy: "```nginx\n").dropFirst().map {
            $0.components(separatedBy: "```").first ?? ""
        }

        #expect(blocks.count == 2, "docs/serve.md shows nginx's configuration twice: the cache, and Nchan")
        for block in blocks {
            let shown = block.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(shown.count > 10)
            let from = files.first { _, lines in shown.allSatisfy(lines.contains) }
            #expect(from != nil, "docs/serve.md shows lines no file of docs/nginx has together: \(shown)")
        }
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs a suite of the program behind nginx where nginx is installed, and always under CI,
    /// where a missing nginx must fail the run instead of skipping it.
    static var needsNginx: Self {
        .enabled(
            if: NginxInFront.executable != nil || ProcessInfo.processInfo.environment["CI"] != nil,
            "needs nginx (apt-get install nginx)")
    }
}

/// Debian's nginx as its own process in front of a server on 127.0.0.1, run as any user: the
/// configuration of `docs/nginx/nexttogo.conf` with its upstream, listen port and cache folder
/// changed, inside an `http` block whose pid file, logs and temporary folders are all in a
/// folder of its own.
final class NginxInFront: Sendable {
    /// The nginx process: the only one, as it runs without a master.
    let process: SpawnedProgram
    /// The port of 127.0.0.1 nginx listens on.
    let port: Int
    private let folder: URL

    /// Why nginx could not be started as the test needs.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The nginx program: Debian's in `/usr/sbin`, which is not on every user's `PATH`, or the
    /// first on `PATH`.
    static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return (["/usr/sbin"] + path.split(separator: ":").map(String.init))
            .map { "\($0)/nginx" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// The configuration the docs give, read when a test runs, so what is tested is what they show.
    static let documentedConfiguration = documented("nexttogo.conf")

    /// The file `name` of docs/nginx.
    static func documented(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../docs/nginx/\(name)").standardized
    }

    /// Where Debian's Nchan module is, which a configuration of the test's own loads.
    static let nchanModule = "/usr/lib/nginx/modules/ngx_nchan_module.so"

    /// Starts nginx in front of 127.0.0.1:`upstreamPort` on `port` (a free one when nil) with the
    /// documented configuration `site` and its lines `changes` made as well (each there once), and
    /// Nchan loaded when `nchan`; waits until it listens.
    init(
        upstreamPort: Int, site: URL = documentedConfiguration, changes: [(String, String)] = [],
        nchan: Bool = false, port chosen: Int? = nil
    ) async throws {
        guard let executable = Self.executable else {
            throw Failure(description: "nginx is not installed: apt-get install nginx")
        }
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("nexttogo-nginx-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var attempt = 0
        while true {
            attempt += 1
            // A port free now may be taken before nginx binds it; then it says so and ends.
            let port = try chosen ?? Self.freePort()
            try Self.configuration(
                upstreamPort: upstreamPort, port: port, folder: folder, site: site, changes: changes,
                nchan: nchan
            )
            .write(to: folder.appendingPathComponent("nginx.conf"), atomically: false, encoding: .utf8)
            let process = try SpawnedProgram(
                executable: executable,
                arguments: [
                    "-p", folder.path + "/", "-c", folder.appendingPathComponent("nginx.conf").path,
                    "-e", folder.appendingPathComponent("error.log").path, "-g", "daemon off;",
                ],
                environment: ProcessInfo.processInfo.environment)
            let pidFile = folder.appendingPathComponent("nginx.pid")
            let listens: Bool
            do {
                // nginx writes its pid file once it has read its configuration and bound its port.
                listens = try await poll("nginx to listen or end", timeout: .seconds(20)) { () -> Bool? in
                    guard process.isRunning else { return false }
                    let written = (try? String(contentsOf: pidFile, encoding: .utf8)) ?? ""
                    return written.trimmingCharacters(in: .whitespacesAndNewlines)
                        == "\(process.pid)" ? true : nil
                }
            } catch {
                process.end(removing: folder)
                throw error
            }
            if listens {
                self.process = process
                self.port = port
                self.folder = folder
                return
            }
            let log =
                (try? String(contentsOf: folder.appendingPathComponent("error.log"), encoding: .utf8)) ?? ""
            guard log.contains("Address already in use"), attempt < 3, chosen == nil else {
                try? FileManager.default.removeItem(at: folder)
                throw Failure(description: "nginx ended with status \(process.exit?.status ?? -1): \(log)")
            }
            try? FileManager.default.removeItem(at: folder.appendingPathComponent("error.log"))
        }
    }

    deinit {
        // A test that failed before `stop()` leaves no nginx behind, nor its folder.
        process.end(removing: folder)
    }

    /// What nginx has logged: its notices, warnings and errors.
    var errorLog: String {
        (try? String(contentsOf: folder.appendingPathComponent("error.log"), encoding: .utf8)) ?? ""
    }

    /// Ends nginx as a crash would (SIGKILL), and waits for it to end. Nchan is stopped so: Debian's
    /// module (1.3.6) frees its memory twice when a lone nginx process exits on SIGTERM, and aborts.
    func kill() async throws {
        process.send(SIGKILL)
        _ = try await poll("nginx to end", timeout: .seconds(10)) { process.exit }
    }

    /// Stops nginx at once (SIGTERM), open streams and all, and waits for it to end; its exit status.
    func stop() async throws -> Int32 {
        process.send(SIGTERM)
        return try await poll("nginx to end", timeout: .seconds(10)) { process.exit }.status
    }

    /// The test's nginx.conf: one process in the foreground (no master, so no workers switching
    /// user or outliving it), every file it writes in `folder`, and the documented configuration
    /// in its `http` block, pointed at the server and port of this test.
    private static func configuration(
        upstreamPort: Int, port: Int, folder: URL, site file: URL, changes more: [(String, String)],
        nchan: Bool
    ) throws -> String {
        let site = try String(contentsOf: file, encoding: .utf8)
        let cache = (
            "proxy_cache_path /var/lib/nginx/nexttogo ", "proxy_cache_path \"\(folder.path)/cache\" "
        )
        let changes =
            (site.contains(cache.0) ? [cache] : []) + [
                ("server 127.0.0.1:8080;", "server 127.0.0.1:\(upstreamPort);"),
                ("listen 80;", "listen 127.0.0.1:\(port);"),
            ] + more
        var tested = site
        for (documented, local) in changes {
            guard site.components(separatedBy: documented).count == 2 else {
                throw Failure(
                    description: "\(file.path) no longer has `\(documented)` once; change the test with it")
            }
            tested = tested.replacingOccurrences(of: documented, with: local)
        }
        try tested.write(
            to: folder.appendingPathComponent("nexttogo.conf"), atomically: false, encoding: .utf8)
        let file = { (name: String) in "\"\(folder.appendingPathComponent(name).path)\"" }
        return (nchan ? "load_module \"\(nchanModule)\";\n" : "") + """
            master_process off;
            pid \(file("nginx.pid"));
            error_log \(file("error.log")) notice;
            events {
                worker_connections 256;
            }
            http {
                # As Debian's own nginx.conf has it.
                gzip on;
                access_log \(file("access.log"));
                client_body_temp_path \(file("client_body"));
                proxy_temp_path \(file("proxy"));
                fastcgi_temp_path \(file("fastcgi"));
                uwsgi_temp_path \(file("uwsgi"));
                scgi_temp_path \(file("scgi"));
                include \(file("nexttogo.conf"));
            }

            """
    }

    /// A port of 127.0.0.1 free now: the one the system gives a socket bound to port 0.
    static func freePort() throws -> Int {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure(description: "socket failed: \(errno)") }
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard named else { throw Failure(description: "no free port of 127.0.0.1: \(errno)") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}

/// `nexttogo serve --publish` with Debian's nginx and its Nchan module in front, run with the
/// configurations the docs give (`docs/nginx/nchan.conf`, `docs/nginx/nchan-redis.conf`) and
/// Debian's Redis: screens on the nginx get the board at once and each change within a second,
/// and come back with the current board after nginx or serve restarts. The server runs in the
/// test's process; nginx and Redis are gone afterwards, however a test ends.
@Suite(.needsNchan, .serialized, .timeLimit(.minutes(3))) struct ServeThroughNchanTests {
    private let now = Date(timeIntervalSince1970: 1_795_000_000)
    /// The publisher and subscriber locations of the documented configurations.
    private static let (publisher, subscriber) = ("/publish/board", "/subscribe/board")

    @Test func twoNginxSharingOneRedisGiveEveryScreenTheBoardAndEachChangeWithinASecond() async throws {
        let redis = try await RedisServer()
        let (servePort, firstPort, secondPort) = (
            try NginxInFront.freePort(), try NginxInFront.freePort(), try NginxInFront.freePort()
        )
        let site = NginxInFront.documented("nchan-redis.conf")
        let changes = [("redis://127.0.0.1:6379", "redis://127.0.0.1:\(redis.port)")]
        let first = try await NginxInFront(
            upstreamPort: servePort, site: site, changes: changes, nchan: true, port: firstPort)
        var second: NginxInFront? = try await NginxInFront(
            upstreamPort: servePort, site: site, changes: changes, nchan: true, port: secondPort)
        let publish = try #require(URL(string: "http://127.0.0.1:\(firstPort)\(Self.publisher)"))
        var serve: RunningBoardServer? = try await RunningBoardServer(
            now: now, publishURL: publish, eventsPath: Self.subscriber, port: servePort)
        serve?.show(board(["Alpha Park"]))

        // A screen on each nginx gets the board at once, and the page names their stream.
        var screens = try [firstPort, secondPort].map { try NchanScreen(port: $0) }
        for screen in screens {
            try await screen.waitFor("Alpha Park", within: .seconds(20))
        }
        let page = try await LoopbackConnection.get(port: secondPort, "/")
        #expect(page.body.contains(#"data-events="/subscribe/board""#))

        // Each change reaches both within a second.
        for (index, meeting) in ["Bravo Park", "Charlie Park"].enumerated() {
            let started = ContinuousClock.now
            serve?.show(board(["Alpha Park", meeting]))
            for screen in screens {
                try await screen.waitFor(meeting, within: .seconds(10))
                let took = started.duration(to: .now)
                #expect(took < .seconds(1), "change \(index + 1) reached a screen in \(took)")
            }
        }

        // The second nginx restarted: its screens come back to the current board, from Redis.
        try await second?.kill()
        second = nil
        #expect(try await screens[1].closed(within: .seconds(5)), "the stream ended with nginx")
        second = try await NginxInFront(
            upstreamPort: servePort, site: site, changes: changes, nchan: true, port: secondPort)
        screens[1] = try NchanScreen(port: secondPort)
        try await screens[1].waitFor("Charlie Park", within: .seconds(10))

        // serve restarted: the screens keep the last board until the new one comes.
        try await serve?.stop()
        serve = nil
        let joined = try NchanScreen(port: secondPort)
        try await joined.waitFor("Charlie Park", within: .seconds(10))
        let dropped = try await screens[0].closed(within: .milliseconds(500))
        #expect(!dropped, "the stream stays open while serve is away")
        serve = try await RunningBoardServer(
            now: now, publishURL: publish, eventsPath: Self.subscriber, port: servePort)
        serve?.show(board(["Delta Park"]))
        for screen in screens + [joined] {
            try await screen.waitFor("Delta Park", within: .seconds(20))
        }
        try await serve?.stop()
        try await first.kill()
        try await second?.kill()
    }

    @Test func oneNginxInMemoryGetsTheBoardAgainAfterARestartAndHealthSaysWhenPostsFail() async throws {
        let (servePort, nginxPort) = (try NginxInFront.freePort(), try NginxInFront.freePort())
        let site = NginxInFront.documented("nchan.conf")
        var nginx: NginxInFront? = try await NginxInFront(
            upstreamPort: servePort, site: site, nchan: true, port: nginxPort)
        var limits = ServerLimits.standard
        // The keep-alive, at which serve asks whether the channel still holds the board.
        limits.keepAlive = .seconds(1)
        let serve = try await RunningBoardServer(
            now: now, limits: limits,
            publishURL: URL(string: "http://127.0.0.1:\(nginxPort)\(Self.publisher)"),
            eventsPath: Self.subscriber, port: servePort)
        serve.show(board(["Alpha Park"]))
        try await NchanScreen(port: nginxPort).waitFor("Alpha Park", within: .seconds(20))
        #expect(try await Self.publishFailure(port: servePort, until: { _ in true }) == nil, "no failure")

        // nginx away: a change cannot be posted, which /healthz says while it lasts.
        try await nginx?.kill()
        nginx = nil
        serve.show(board(["Alpha Park", "Bravo Park"]))
        let failure = try await Self.publishFailure(port: servePort, until: { $0 != nil })
        #expect(failure?.contains("cannot reach http://127.0.0.1:\(nginxPort)\(Self.publisher)") == true)
        let board = try await LoopbackConnection.get(port: servePort, "/api/board")
        #expect(board.status == 200 && board.body.contains("Bravo Park"), "serve's own screens go on")

        // nginx back, its memory empty: serve posts the board again, and a screen gets it.
        nginx = try await NginxInFront(upstreamPort: servePort, site: site, nchan: true, port: nginxPort)
        try await NchanScreen(port: nginxPort).waitFor("Bravo Park", within: .seconds(40))
        #expect(try await Self.publishFailure(port: servePort, until: { $0 == nil }) == nil)
        try await serve.stop()
        try await nginx?.kill()
    }

    /// Why `/healthz` says posts fail (nil while they get through), once `done` holds for it,
    /// asked every 100 ms for at most 20 s; throws when `/healthz` says nothing of publishing.
    private static func publishFailure(port: Int, until done: (String?) -> Bool) async throws -> String? {
        let deadline = ContinuousClock.now + .seconds(20)
        while true {
            let health = try await LoopbackConnection.get(port: port, "/healthz")
            let record = try JSONSerialization.jsonObject(with: Data(health.body.utf8)) as? [String: Any]
            let publish = try #require(record?["publish"] as? [String: Any], "healthz: \(health.body)")
            let failure = publish["failure"] as? String
            if done(failure) || ContinuousClock.now > deadline { return failure }
            try await Task.sleep(for: .milliseconds(100))
        }
    }

    /// A board of one horse race at each of `meetings`, ten minutes apart from `now` on.
    private func board(_ meetings: [String]) -> NextRacesSnapshot {
        NextRacesSnapshot(
            races: meetings.enumerated().map { index, meeting in
                RaceFactory.race(
                    "r\(index)", .horse, meeting: meeting, number: index + 1,
                    startsIn: Double(index + 1) * 600, from: now)
            },
            filter: .all, limit: 5, takenAt: now, updatedAt: now)
    }
}

/// A screen following an Nchan subscriber location, as the board's page does: one connection,
/// read as it comes, opened again when it is refused or dropped (as the page's script opens again
/// a stream nginx refused while its Nchan had not reached Redis).
final class NchanScreen: Sendable {
    private let port: Int
    private let connection: Mutex<LoopbackConnection>

    /// Opens the stream on nginx's `port`.
    init(port: Int) throws {
        self.port = port
        connection = Mutex(try Self.open(port: port))
    }

    private static func open(port: Int) throws -> LoopbackConnection {
        let connection = try LoopbackConnection(port: port)
        connection.sendRequest(
            target: Array("/subscribe/board".utf8), headers: ["Accept": "text/event-stream"])
        return connection
    }

    /// Waits until a `board` event holding `text` has come, at most `timeout`, opening the stream
    /// again (after half a second) whenever it ends first.
    func waitFor(_ text: String, within timeout: Duration) async throws {
        let deadline = ContinuousClock.now + timeout
        while true {
            let current = connection.withLock { $0 }
            do {
                _ = try await LoopbackConnection.offThePool {
                    try current.read(until: text, timeout: max(deadline - ContinuousClock.now, .zero))
                }
                return
            } catch {
                guard ContinuousClock.now + .milliseconds(500) < deadline, current.isClosed(within: .zero)
                else {
                    throw error
                }
                try await Task.sleep(for: .milliseconds(500))
                let port = port
                let reopened = try await LoopbackConnection.offThePool { try Self.open(port: port) }
                connection.withLock { $0 = reopened }
            }
        }
    }

    /// Whether nginx closes the stream within `timeout`, waited for off the tasks' threads.
    func closed(within timeout: Duration) async throws -> Bool {
        let current = connection.withLock { $0 }
        return try await LoopbackConnection.offThePool { current.isClosed(within: timeout) }
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs a suite of the program behind nginx's Nchan module and Redis where they are
    /// installed, and always under CI, where missing ones must fail the run.
    static var needsNchan: Self {
        .enabled(
            if: (NginxInFront.executable != nil
                && FileManager.default.fileExists(atPath: NginxInFront.nchanModule)
                && RedisServer.executable != nil) || ProcessInfo.processInfo.environment["CI"] != nil,
            "needs nginx's Nchan module and Redis (apt-get install libnginx-mod-nchan redis-server)")
    }
}
