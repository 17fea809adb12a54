import Foundation
import Spawning
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
                        until: "event: board\ndata: <table class=\"races\"", timeout: .seconds(30))
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

/// The lines of nginx's configuration that `docs/serve.md` shows are lines of the file the docs
/// give and `ServeBehindNginxTests` runs, so the page cannot show what is not tested.
@Suite struct NginxConfigurationExcerptTests {
    @Test func everyLineServeMdShowsIsInTheTestedFile() throws {
        let page = try String(
            contentsOf: NginxInFront.documentedConfiguration.appendingPathComponent("../../serve.md")
                .standardized,
            encoding: .utf8)
        let file = try String(contentsOf: NginxInFront.documentedConfiguration, encoding: .utf8)
        let fileLines = Set(file.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        let blocks = page.components(separatedBy: "```nginx\n").dropFirst().map {
            $0.components(separatedBy: "```").first ?? ""
        }

        let shown = blocks.joined().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }

        #expect(blocks.count == 1, "docs/serve.md shows nginx's configuration once")
        #expect(shown.count > 10)
        let missing = shown.filter { !fileLines.contains($0) }
        #expect(missing.isEmpty, "docs/serve.md shows lines docs/nginx/nexttogo.conf lacks: \(missing)")
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
    static let documentedConfiguration = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../docs/nginx/nexttogo.conf").standardized

    /// Starts nginx in front of 127.0.0.1:`upstreamPort` on a free port, and waits until it listens.
    init(upstreamPort: Int) async throws {
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
            let port = try Self.freePort()
            try Self.configuration(upstreamPort: upstreamPort, port: port, folder: folder)
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
                Self.end(process, folder: folder)
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
            guard log.contains("Address already in use"), attempt < 3 else {
                try? FileManager.default.removeItem(at: folder)
                throw Failure(description: "nginx ended with status \(process.exit?.status ?? -1): \(log)")
            }
            try? FileManager.default.removeItem(at: folder.appendingPathComponent("error.log"))
        }
    }

    deinit {
        // A test that failed before `stop()` leaves no nginx behind, nor its folder.
        Self.end(process, folder: folder)
    }

    /// Kills `process` if it still runs, waits for it, and removes `folder`.
    private static func end(_ process: SpawnedProgram, folder: URL) {
        process.send(SIGKILL)
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: folder)
    }

    /// What nginx has logged: its notices, warnings and errors.
    var errorLog: String {
        (try? String(contentsOf: folder.appendingPathComponent("error.log"), encoding: .utf8)) ?? ""
    }

    /// Stops nginx at once (SIGTERM), open streams and all, and waits for it to end; its exit status.
    func stop() async throws -> Int32 {
        process.send(SIGTERM)
        return try await poll("nginx to end", timeout: .seconds(10)) { process.exit }.status
    }

    /// The test's nginx.conf: one process in the foreground (no master, so no workers switching
    /// user or outliving it), every file it writes in `folder`, and the documented configuration
    /// in its `http` block, pointed at the server and port of this test.
    private static func configuration(upstreamPort: Int, port: Int, folder: URL) throws -> String {
        let site = try String(contentsOf: documentedConfiguration, encoding: .utf8)
        let changes = [
            ("proxy_cache_path /var/lib/nginx/nexttogo ", "proxy_cache_path \"\(folder.path)/cache\" "),
            ("server 127.0.0.1:8080;", "server 127.0.0.1:\(upstreamPort);"),
            ("listen 80;", "listen 127.0.0.1:\(port);"),
        ]
        var tested = site
        for (documented, local) in changes {
            guard site.components(separatedBy: documented).count == 2 else {
                throw Failure(
                    description:
                        "\(documentedConfiguration.path) no longer has `\(documented)` once; change the test with it"
                )
            }
            tested = tested.replacingOccurrences(of: documented, with: local)
        }
        try tested.write(
            to: folder.appendingPathComponent("nexttogo.conf"), atomically: false, encoding: .utf8)
        let file = { (name: String) in "\"\(folder.appendingPathComponent(name).path)\"" }
        return """
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
    private static func freePort() throws -> Int {
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
