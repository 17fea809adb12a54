import BoardServer
import DomainLayer
import Foundation
import TestSupport
import Testing

/// What one client can do to `nexttogo serve`'s connections, against the server in-process on a
/// free port, with limits short enough to pass in a test: a body trickled to hold a connection,
/// a body that stops, HTTP/1.0, and the headers on the responses the router makes itself.
@Suite(.timeLimit(.minutes(2))) struct BoardServerConnectionTests {
    private let now = Date(timeIntervalSince1970: 1_768_438_800)

    /// A head asking for `target` with a body in chunks that never ends.
    private static func chunkedHead(_ target: String) -> [UInt8] {
        Array("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n".utf8)
    }

    /// One chunk of a body: one byte.
    private static let chunk = Array("1\r\na\r\n".utf8)

    /// The standard limits with 64 connections, the given request deadline and body read timeout.
    private func limits(requestDeadline: Duration, bodyReadTimeout: Duration) -> ServerLimits {
        var limits = ServerLimits.standard
        limits.maximumConnections = 64
        limits.requestDeadline = requestDeadline
        limits.bodyReadTimeout = bodyReadTimeout
        return limits
    }

    /// Sends `connection` a chunk every 100 ms (while waiting that long for it to close), until
    /// the server closes it or 10 s pass; whether it closed.
    private static func trickleUntilClosed(_ connection: LoopbackConnection) async throws -> Bool {
        try await LoopbackConnection.offThePool {
            let end = ContinuousClock.now + .seconds(10)
            while ContinuousClock.now < end {
                guard connection.send(chunk) else { return true }
                if connection.isClosed(within: .milliseconds(100)) { return true }
            }
            return false
        }
    }

    @Test func aBodyTrickledInTimeIsCutAtTheRequestDeadline() async throws {
        // Every chunk comes well within the idle timeout and the read timeout, 30 s each; the
        // deadline leaves a busy machine the time to answer the head before it.
        let server = try await RunningBoardServer(
            now: now, limits: limits(requestDeadline: .seconds(3), bodyReadTimeout: .seconds(30)))
        let trickler = try LoopbackConnection(port: server.port)
        trickler.send(Self.chunkedHead("/healthz"))
        let answer = try await LoopbackConnection.offThePool { try trickler.read(until: "no data") }
        #expect(answer.hasPrefix("HTTP/1.1 503"), "answered at once, before the body ends")

        let closed = try await Self.trickleUntilClosed(trickler)

        #expect(closed)
        let health = try await LoopbackConnection.get(port: server.port, "/healthz")
        #expect(health.status == 503, "still serving")
        try await server.stop()
    }

    @Test func aBodyThatStopsIsCutAtTheReadTimeout() async throws {
        let server = try await RunningBoardServer(
            now: now, limits: limits(requestDeadline: .seconds(30), bodyReadTimeout: .milliseconds(300)))
        let stalled = try LoopbackConnection(port: server.port)
        stalled.send(Self.chunkedHead("/healthz") + Self.chunk)

        // Well short of the deadline and the idle timeout, 30 s each, and a long wait for 300 ms.
        let closed = try await LoopbackConnection.offThePool { stalled.isClosed(within: .seconds(10)) }

        #expect(closed)
        try await server.stop()
    }

    @Test func aKeptAliveClientAndAnEventStreamLastPastTheDeadline() async throws {
        let server = try await RunningBoardServer(
            now: now, limits: limits(requestDeadline: .seconds(1), bodyReadTimeout: .seconds(30)))
        server.show(board(["Sandown Park"]))
        let stream = try LoopbackConnection(port: server.port)
        stream.sendRequest(target: Array("/events".utf8))
        _ = try await LoopbackConnection.offThePool { try stream.read(until: "Sandown Park") }
        let trickler = try LoopbackConnection(port: server.port)
        trickler.send(Self.chunkedHead("/healthz"))
        let keptAlive = try LoopbackConnection(port: server.port)

        // A request on the kept-alive connection with each chunk, until the deadline cuts the
        // trickled one.
        let (closed, answered) = try await LoopbackConnection.offThePool {
            let end = ContinuousClock.now + .seconds(10)
            var answered = 0
            while ContinuousClock.now < end {
                guard keptAlive.send(Array("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)) else {
                    break
                }
                _ = try keptAlive.read(until: "HTTP/1.1 ", count: answered + 1, timeout: .seconds(10))
                answered += 1
                guard trickler.send(Self.chunk) else { return (true, answered) }
                if trickler.isClosed(within: .milliseconds(100)) { return (true, answered) }
            }
            return (false, answered)
        }

        #expect(closed)
        // The trickled request is past its deadline, so the kept-alive connection, opened with it,
        // is too: it still answers, however many requests it made before.
        let answersAgain = try await LoopbackConnection.offThePool { () -> Bool in
            guard keptAlive.send(Array("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)) else {
                return false
            }
            _ = try keptAlive.read(until: "HTTP/1.1 ", count: answered + 1, timeout: .seconds(10))
            return true
        }
        #expect(answersAgain, "kept alive past the deadline")
        server.show(board(["Sandown Park", "The Meadows"]))
        _ = try await LoopbackConnection.offThePool {
            try stream.read(until: "The Meadows", timeout: .seconds(10))
        }
        try await server.stop()
    }

    @Test func whenEveryConnectionIsTakenTheOneWaitingLongestMakesRoomAndNoStreamDoes() async throws {
        var limits = limits(requestDeadline: .seconds(30), bodyReadTimeout: .seconds(30))
        limits.maximumConnections = 4
        let server = try await RunningBoardServer(now: now, limits: limits)
        server.show(board(["Sandown Park"]))
        let stream = try LoopbackConnection(port: server.port)
        stream.sendRequest(target: Array("/events".utf8))
        _ = try await LoopbackConnection.offThePool { try stream.read(until: "Sandown Park") }
        var tricklers: [LoopbackConnection] = []
        for _ in 1...3 {
            let trickler = try LoopbackConnection(port: server.port)
            trickler.send(Self.chunkedHead("/healthz"))
            _ = try await LoopbackConnection.offThePool { try trickler.read(until: "\r\n\r\n") }
            tricklers.append(trickler)
        }

        // Every connection is taken, and the deadline (30 s) is far off.
        let health = try await LoopbackConnection.offThePool {
            let newcomer = try LoopbackConnection(port: server.port)
            newcomer.sendRequest(target: Array("/healthz".utf8))
            return try newcomer.response(timeout: .seconds(10))
        }

        #expect(health.status == 200)
        let first = tricklers[0]
        #expect(try await LoopbackConnection.offThePool { first.isClosed(within: .seconds(10)) })
        server.show(board(["Sandown Park", "The Meadows"]))
        _ = try await LoopbackConnection.offThePool {
            try stream.read(until: "The Meadows", timeout: .seconds(10))
        }
        try await server.stop()
    }

    @Test func anHTTP10RequestIsAnsweredInHTTP10AndItsConnectionClosedAtOnce() async throws {
        // The idle timeout is the standard 30 s: the close is not it.
        let server = try await RunningBoardServer(now: now)
        let connection = try LoopbackConnection(port: server.port)
        connection.send(Array("GET /healthz HTTP/1.0\r\n\r\n".utf8))

        let bytes = try await LoopbackConnection.offThePool {
            try connection.readToEnd(timeout: .seconds(10))
        }

        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("HTTP/1.0 503"), "\(text.prefix(100))")
        #expect(text.lowercased().contains("connection: close\r\n"))
        #expect(text.hasSuffix("}"), "the whole body, then the close")
        try await server.stop()
    }

    @Test func aStreamAskedForOnAConnectionThatFetchedAPageGetsTheBoardAndEachChange() async throws {
        // As a browser does: its EventSource reuses the connection the page came on.
        let server = try await RunningBoardServer(now: now)
        server.show(board(["Sandown Park"]))
        let screen = try LoopbackConnection(port: server.port)
        screen.send(Array("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8))
        _ = try await LoopbackConnection.offThePool { try screen.read(until: "\"status\"") }

        screen.send(Array("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8))
        let opening = try await LoopbackConnection.offThePool { try screen.read(until: "Sandown Park") }
        server.show(board(["Sandown Park", "The Meadows"]))
        _ = try await LoopbackConnection.offThePool { try screen.read(until: "The Meadows") }

        #expect(opening.contains("\r\nContent-Type: text/event-stream\r\n"))
        #expect(opening.contains("\r\nTransfer-Encoding: chunked\r\n"))
        try await server.stop()
    }

    @Test func anEventStreamOverHTTP10IsSentUnframed() async throws {
        let server = try await RunningBoardServer(now: now)
        server.show(board(["Sandown Park"]))
        let stream = try LoopbackConnection(port: server.port)
        stream.send(Array("GET /events HTTP/1.0\r\n\r\n".utf8))

        let opening = try await LoopbackConnection.offThePool { try stream.read(until: "Sandown Park") }

        #expect(opening.hasPrefix("HTTP/1.0 200"), "\(opening.prefix(100))")
        #expect(!opening.lowercased().contains("transfer-encoding"))
        #expect(opening.contains("\r\n\r\nretry: 5000\n\nevent: board\n"), "no chunk sizes between events")
        try await server.stop()
    }

    /// A request the router answers itself, not a route.
    enum RouterAnswer: String, CaseIterable, Sendable {
        case unknownPath = "404 for an unknown path"
        case wrongMethod = "405 for POST to a route"
        case wrongMethodUnknownPath = "405 for POST to no route"
        case unreadableHead = "400 for a head of 101 fields"

        var request: [UInt8] {
            let head: String
            switch self {
            case .unknownPath: head = "GET /nowhere HTTP/1.1\r\n"
            case .wrongMethod: head = "POST /api/board HTTP/1.1\r\nContent-Length: 0\r\n"
            case .wrongMethodUnknownPath: head = "POST /nowhere HTTP/1.1\r\nContent-Length: 0\r\n"
            case .unreadableHead: head = "GET / HTTP/1.1\r\n" + (1...101).map { "X-\($0): a\r\n" }.joined()
            }
            return Array((head + "Host: 127.0.0.1\r\nConnection: close\r\n\r\n").utf8)
        }

        var status: Int {
            switch self {
            case .unknownPath: 404
            case .wrongMethod, .wrongMethodUnknownPath: 405
            case .unreadableHead: 400
            }
        }
    }

    @Test(arguments: RouterAnswer.allCases)
    func everyResponseCarriesTheSecurityHeaders(answer: RouterAnswer) async throws {
        let server = try await RunningBoardServer(now: now)
        let connection = try LoopbackConnection(port: server.port)
        connection.send(answer.request)

        let response = try await LoopbackConnection.offThePool {
            try connection.response(timeout: .seconds(10))
        }

        #expect(response.status == answer.status)
        #expect(response.headers["content-security-policy"]?.contains("default-src 'none'") == true)
        #expect(response.headers["x-content-type-options"] == "nosniff")
        #expect(response.headers["referrer-policy"] == "no-referrer")
        try await server.stop()
    }

    private func board(_ meetings: [String]) -> NextRacesSnapshot {
        NextRacesSnapshot(
            races: meetings.enumerated().map { index, meeting in
                RaceFactory.race(
                    "r\(index)", .greyhound, meeting: meeting, number: index + 1,
                    startsIn: Double(index + 1) * 60, from: now)
            },
            filter: .all, limit: 5, takenAt: now, updatedAt: now)
    }
}
