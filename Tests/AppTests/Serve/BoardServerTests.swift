import BoardServer
import DomainLayer
import Foundation
import PresentationLayer
import SharedUtils
import TestSupport
import Testing

/// `nexttogo serve`'s server in-process on a free port: its pages and records come from the one
/// board it is handed, a change reaches every open stream, and a proxy or browser can cache.
@Suite(.timeLimit(.minutes(2))) struct BoardServerTests {
    private let now = Date(timeIntervalSince1970: 1_768_438_800)

    private func board(_ meetings: [String], failure: FetchFailure? = nil) -> NextRacesSnapshot {
        NextRacesSnapshot(
            races: meetings.enumerated().map { index, meeting in
                RaceFactory.race(
                    "r\(index)", .greyhound, meeting: meeting, number: index + 1,
                    startsIn: Double(index + 1) * 60, from: now)
            },
            filter: .all, limit: 5, takenAt: now, updatedAt: now, failure: failure)
    }

    /// The standard limits with 64 connections and the given idle timeout.
    private func limits(idleTimeout: Duration) -> ServerLimits {
        var limits = ServerLimits.standard
        limits.maximumConnections = 64
        limits.idleTimeout = idleTimeout
        return limits
    }

    /// Waits until `check` holds, asking again every 50 ms; `what` says what never happened.
    private func waitUntil(
        _ what: String = "the server never showed the board",
        _ check: @escaping @Sendable () async throws -> Bool
    ) async throws {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .seconds(30))
        while (try? await check()) != true {
            guard clock.now < deadline else {
                throw PollTimeout(description: what)
            }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    @Test func theBoardsRecordIsTheJSONOfItsRacesTaggedForCaches() async throws {
        let server = try await RunningBoardServer(now: now)
        server.show(board(["Sandown Park", "Wentworth Park"]))
        try await waitUntil {
            try await LoopbackConnection.get(port: server.port, "/api/board").body.contains("Wentworth")
        }

        let response = try await LoopbackConnection.get(port: server.port, "/api/board")
        let records = try #require(
            try JSONSerialization.jsonObject(with: Data(response.body.utf8)) as? [[String: Any]])
        #expect(response.status == 200)
        #expect(response.headers["content-type"] == "application/json")
        #expect(response.headers["cache-control"] == "public, max-age=1")
        #expect(records.map { $0["meeting_name"] as? String } == ["Sandown Park", "Wentworth Park"])
        #expect(records.first?["seconds_to_start"] as? Int == 60)
        let tag = try #require(response.headers["etag"])

        let again = try await LoopbackConnection.get(
            port: server.port, "/api/board", headers: ["If-None-Match": tag])
        #expect(again.status == 304)
        #expect(again.body.isEmpty)
        try await server.stop()
    }

    @Test func theTagMovesWhenTheRacesChangeAndNotWhenOnlyTheMomentDoes() async throws {
        let server = try await RunningBoardServer(now: now)
        server.show(board(["Sandown Park"]))
        try await waitUntil {
            try await LoopbackConnection.get(port: server.port, "/api/board").body.contains("Sandown")
        }
        let first = try #require(
            try await LoopbackConnection.get(port: server.port, "/api/board").headers["etag"])

        var later = board(["Sandown Park"])
        later.takenAt = now.addingTimeInterval(50)
        server.show(later)
        server.show(board(["Sandown Park", "Angle Park"]))
        try await waitUntil {
            try await LoopbackConnection.get(port: server.port, "/api/board").body.contains("Angle")
        }
        let second = try #require(
            try await LoopbackConnection.get(port: server.port, "/api/board").headers["etag"])

        #expect(first.hasPrefix(#"W/""#) && first.hasSuffix(#"-1""#), "\(first)")
        #expect(second == first.replacingOccurrences(of: #"-1""#, with: #"-2""#), "a re-sort is not a change")
        try await server.stop()
    }

    @Test func aStreamGetsTheBoardAtOnceThenEachChangeAndACommentWhileIdle() async throws {
        let clock = ManualClock()
        let server = try await RunningBoardServer(now: now, clock: clock)
        server.show(board(["Sandown Park"]))
        try await waitUntil {
            try await LoopbackConnection.get(port: server.port, "/api/board").body.contains("Sandown")
        }
        let stream = try LoopbackConnection(port: server.port)
        stream.sendRequest(target: Array("/events".utf8))

        let opening = try await LoopbackConnection.offThePool { try stream.read(until: "Sandown Park") }
        #expect(opening.contains("text/event-stream"))
        #expect(opening.contains("retry: 5000"))
        #expect(opening.contains("event: board\r\n") || opening.contains("event: board\n"))
        server.show(board(["Sandown Park", "The Meadows"]))
        let change = try await LoopbackConnection.offThePool { try stream.read(until: "The Meadows") }
        #expect(!change.contains(": still here"), "no comment before the keep-alive is due")
        await clock.advance(by: .seconds(20))
        _ = try await LoopbackConnection.offThePool { try stream.read(until: ": still here") }
        try await server.stop()
    }

    @Test func aScreenThatClosesItsStreamStopsBeingCountedAtOnceNotAtTheNextKeepAlive() async throws {
        // The keep-alive never comes: the test's clock does not move.
        let server = try await RunningBoardServer(now: now, clock: ManualClock())
        server.show(board(["Sandown Park"]))
        try await waitUntil {
            try await LoopbackConnection.get(port: server.port, "/api/board").body.contains("Sandown")
        }

        let whileOpen = try await followThenLeave(port: server.port)

        #expect(whileOpen == 1)
        try await waitUntil("the closed stream was still counted") {
            try await Self.screens(port: server.port) == 0
        }
        try await server.stop()
    }

    /// Opens an event stream, reads its first board, and closes it; how many screens `/healthz`
    /// counted while it was open.
    private func followThenLeave(port: Int) async throws -> Int {
        let stream = try LoopbackConnection(port: port)
        stream.sendRequest(target: Array("/events".utf8))
        _ = try await LoopbackConnection.offThePool { try stream.read(until: "Sandown Park") }
        let screens = try await Self.screens(port: port)
        // The connection closes as the last reference to it goes, when this returns.
        withExtendedLifetime(stream) {}
        return screens
    }

    /// How many screens follow the board, as `/healthz` says.
    private static func screens(port: Int) async throws -> Int {
        let health = try await LoopbackConnection.get(port: port, "/healthz")
        let record = try JSONSerialization.jsonObject(with: Data(health.body.utf8)) as? [String: Any]
        return record?["screens"] as? Int ?? -1
    }

    @Test func healthIsUnavailableUntilTheAPIHasAnsweredThenSaysWhenAndWhetherStale() async throws {
        let server = try await RunningBoardServer(now: now)
        let before = try await LoopbackConnection.get(port: server.port, "/healthz")
        let records = try await LoopbackConnection.get(port: server.port, "/api/board")
        #expect(before.status == 503)
        #expect(before.body.contains(#""status":"no data""#))
        #expect(records.status == 503, "no data yet, as /healthz and /api/meetings say it")
        #expect(records.headers["retry-after"] == "60")
        #expect(records.body.contains(#""error" : "The board has not arrived.""#), "\(records.body)")

        server.show(board(["Sandown Park"], failure: .unreachable(host: "api.neds.com.au")))
        try await waitUntil { try await LoopbackConnection.get(port: server.port, "/healthz").status == 200 }
        let stale = try await LoopbackConnection.get(port: server.port, "/healthz")
        #expect(stale.body.contains(#""stale":true"#))
        #expect(stale.body.contains(#""updated_at":"2026-01-15T01:00:00Z""#))
        try await server.stop()
    }

    @Test func aMeetingNamedAsScriptIsTextOnThePageAndNoInlineScriptMayRun() async throws {
        let server = try await RunningBoardServer(now: now)
        server.show(board(["<script>alert(1)</script>"]))
        try await waitUntil {
            try await LoopbackConnection.get(port: server.port, "/").body.contains("alert")
        }

        let page = try await LoopbackConnection.get(port: server.port, "/")
        #expect(page.body.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(!page.body.contains("<script>alert"))
        let policy = try #require(page.headers["content-security-policy"])
        #expect(policy.contains("script-src 'self'"))
        #expect(!policy.contains("unsafe-inline"))
        try await server.stop()
    }

    @Test func thePagesStyleAndScriptAreFilesOfTheirOwnThatABrowserMayKeep() async throws {
        let server = try await RunningBoardServer(now: now)

        let script = try await LoopbackConnection.get(port: server.port, "/page.js")
        let style = try await LoopbackConnection.get(port: server.port, "/page.css")
        let page = try await LoopbackConnection.get(port: server.port, "/")

        #expect(script.status == 200)
        #expect(script.headers["content-type"] == "text/javascript; charset=utf-8")
        #expect(script.body == WebPageScript.javaScript)
        #expect(style.status == 200)
        #expect(style.headers["content-type"] == "text/css; charset=utf-8")
        #expect(style.body == WebPageStyle.css)
        for asset in [script, style] { #expect(asset.headers["cache-control"] == "max-age=300") }
        #expect(page.body.contains(#"<script src="/page.js" defer></script>"#))
        #expect(page.body.contains(#"<link rel="stylesheet" href="/page.css">"#))
        try await server.stop()
    }

    @Test(arguments: ["POST", "PUT", "DELETE", "OPTIONS"])
    func onlyGetAndHeadAreAnswered(method: String) async throws {
        let server = try await RunningBoardServer(now: now)

        let response = try await LoopbackConnection.get(port: server.port, "/api/board", method: method)

        #expect(response.status == 405)
        #expect(response.headers["allow"] == "GET, HEAD")
        try await server.stop()
    }

    @Test func headAnswersAsGetWithoutTheBody() async throws {
        let server = try await RunningBoardServer(now: now)
        server.show(board(["Sandown Park"]))

        let response = try await LoopbackConnection.get(port: server.port, "/", method: "HEAD")

        #expect(response.status == 200)
        #expect(response.body.isEmpty)
        try await server.stop()
    }

    @Test func anUnknownPathIsAPageLinkingToTheBoardOrUnderAPIAnError() async throws {
        let server = try await RunningBoardServer(now: now)

        let page = try await LoopbackConnection.get(port: server.port, "/no/such/page")
        let record = try await LoopbackConnection.get(port: server.port, "/api/nothing")

        #expect(page.status == 404)
        #expect(page.headers["content-type"] == "text/html; charset=utf-8")
        #expect(page.headers["content-security-policy"] != nil)
        #expect(page.body.contains(UnknownPathPage.message))
        #expect(page.body.contains(#"<a href="/">Go to the board</a>"#))
        #expect(record.status == 404)
        #expect(record.headers["content-type"] == "application/json")
        #expect(record.body.contains(UnknownPathPage.message))
        try await server.stop()
    }

    @Test func headAnswersARefusalAsGetWithoutTheBody() async throws {
        let server = try await RunningBoardServer(now: now)

        let record = try await LoopbackConnection.get(port: server.port, "/api/board", method: "HEAD")
        let page = try await LoopbackConnection.get(port: server.port, "/race/not!an!id", method: "HEAD")

        #expect(record.status == 503)
        #expect(record.headers["content-type"] == "application/json")
        #expect(record.headers["retry-after"] == "60")
        #expect(record.body.isEmpty)
        #expect(page.status == 404)
        #expect(page.headers["content-type"] == "text/html; charset=utf-8")
        #expect(page.body.isEmpty)
        try await server.stop()
    }

    /// A request target no browser sends.
    enum HostileTarget: String, CaseIterable, Sendable {
        case dotDot = "../ out of the root"
        case encodedDotDot = "%2e%2e out of the root"
        case nul = "a NUL"
        case invalidUTF8 = "bytes that are not UTF-8"
        case tenMegabytes = "a path of 10 MB"

        var bytes: [UInt8] {
            switch self {
            case .dotDot: Array("/../../etc/passwd".utf8)
            case .encodedDotDot: Array("/%2e%2e/%2e%2e/etc/passwd".utf8)
            case .nul: Array("/a%00b".utf8)
            case .invalidUTF8: Array("/race/".utf8) + [0xFF, 0xFE]
            case .tenMegabytes: Array("/".utf8) + Array(repeating: UInt8(ascii: "a"), count: 10_000_000)
            }
        }
    }

    @Test(arguments: HostileTarget.allCases)
    func aHostilePathIsRefusedAndTheServerGoesOn(hostile: HostileTarget) async throws {
        let server = try await RunningBoardServer(now: now)
        let connection = try LoopbackConnection(port: server.port)
        _ = try await LoopbackConnection.offThePool { connection.sendRequest(target: hostile.bytes) }

        let statusLine = try await LoopbackConnection.offThePool {
            try connection.read(until: "\r\n", timeout: .seconds(10)).prefix { $0 != "\r" }
        }

        let status = Int(statusLine.split(separator: " ").dropFirst().first ?? "") ?? 0
        #expect([400, 404].contains(status), "\(statusLine)")
        let health = try await LoopbackConnection.get(port: server.port, "/healthz")
        #expect(health.status == 503, "still serving")
        try await server.stop()
    }

    @Test func aClientThatSendsHalfARequestIsClosedAfterTheIdleTimeout() async throws {
        let server = try await RunningBoardServer(
            now: now,
            limits: limits(idleTimeout: .milliseconds(500)))
        let slow = try LoopbackConnection(port: server.port)
        slow.send(Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ".utf8))

        // Well short of the server's default idle timeout, 30 s, and a long wait for 500 ms.
        let closed = try await LoopbackConnection.offThePool { slow.isClosed(within: .seconds(10)) }
        #expect(closed)
        let health = try await LoopbackConnection.get(port: server.port, "/healthz")
        #expect(health.status == 503, "still serving")
        try await server.stop()
    }
}
