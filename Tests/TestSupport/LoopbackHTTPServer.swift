import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A real HTTP/1.1 server on 127.0.0.1 that answers each request the way a test's handler says.
///
/// Every connection carries one request and one reply and is then closed, so a reply behaves the
/// same however the client pools its connections.
public final class LoopbackHTTPServer: Sendable {
    /// One request as the server received it.
    public struct Request: Sendable, Equatable {
        /// The request method, e.g. `GET`.
        public let method: String
        /// Path plus query, e.g. `/rest/v1/racing/?method=nextraces&count=10`.
        public let target: String
        /// Header values keyed by lowercased name; repeated headers are joined with `, `.
        public let headers: [String: String]
        /// The body, as its `Content-Length` frames it (up to a megabyte); empty when none.
        public var body: [UInt8] = []
    }

    /// What the server does with one request.
    public enum Reply: Sendable {
        /// Sends a full response; `Content-Length` and `Connection: close` are always added.
        case respond(status: Int, headers: [(String, String)] = [], body: [UInt8])
        /// Never answers and keeps the connection open until the client leaves or `stop()`.
        case hang
        /// Closes the connection with a TCP reset instead of answering.
        case reset
        /// Sends headers claiming `declaredLength` body bytes, then the shorter `body`; closes.
        case truncated(status: Int, body: [UInt8], declaredLength: Int)
        /// Sends the head at once with the whole body's `Content-Length`, then the body one byte
        /// every `interval`, until it is all sent, the client leaves or `stop()`.
        case trickle(status: Int, headers: [(String, String)] = [], body: [UInt8], interval: Duration)
        /// Sends the head without `Content-Length`, then the body, and closes: the body ends where
        /// the connection does, so only the bytes themselves tell the client how large it is.
        case unframed(status: Int, headers: [(String, String)] = [], body: [UInt8])
        /// Closes the connection after reading the request, before sending anything.
        case close

        /// JSON convenience: status 200 unless given, Content-Type application/json.
        public static func json(
            _ body: [UInt8], status: Int = 200, headers: [(String, String)] = []
        ) -> Reply {
            .respond(
                status: status, headers: [("Content-Type", "application/json")] + headers,
                body: body)
        }

        /// Plain text (or HTML, via `contentType`) convenience.
        public static func text(
            _ body: String, status: Int, contentType: String = "text/plain",
            headers: [(String, String)] = []
        ) -> Reply {
            .respond(
                status: status, headers: [("Content-Type", contentType)] + headers,
                body: Array(body.utf8))
        }
    }

    /// Why the server could not start listening.
    public struct StartError: Error, CustomStringConvertible {
        /// The system call that failed, e.g. `bind`.
        public let call: String
        /// The `errno` it failed with.
        public let code: Int32

        /// The failed call and the system's explanation of the error.
        public var description: String {
            "LoopbackHTTPServer: \(call) failed: \(String(cString: strerror(code))) (errno \(code))"
        }
    }

    /// The port the kernel chose.
    public let port: Int
    private let core: Core

    /// Starts listening on 127.0.0.1 at an ephemeral port chosen by the kernel.
    public init(handler: @escaping @Sendable (Request) -> Reply) throws {
        core = try Core(handler: handler)
        port = core.port
    }

    deinit {
        core.stop()
    }

    /// `http://127.0.0.1:PORT`
    public var baseURL: URL {
        URL(string: "http://127.0.0.1:\(port)")!
    }

    /// Every request received so far, in order.
    public var receivedRequests: [Request] {
        core.receivedRequests
    }

    /// How many bytes, heads and bodies, the client has taken from the server so far.
    public var sentByteCount: Int {
        core.sentByteCount
    }

    /// Closes the listening socket and every open connection, and joins the server's threads.
    /// Idempotent. Also called from deinit.
    public func stop() {
        core.stop()
    }
}

/// The part of the server its threads use. It is kept apart from `LoopbackHTTPServer` so that
/// running threads do not keep the server alive, which lets its deinit stop them.
private final class Core: Sendable {
    private struct State {
        var stopped = false
        /// Connections whose threads have not closed them yet; `stop()` shuts them down.
        var openConnections: Set<Int32> = []
        var requests: [LoopbackHTTPServer.Request] = []
        var sentBytes = 0
    }

    /// Set while a handler runs, so that a handler calling `stop()` does not wait for itself.
    @TaskLocal private static var isInsideHandler = false

    let port: Int
    private let listener: Int32
    /// `stop()` closes the write end, which wakes the accept loop's `poll`; a blocked `accept`
    /// cannot be woken portably (on Darwin, `shutdown` on a listening socket does not do it).
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private let handler: @Sendable (LoopbackHTTPServer.Request) -> LoopbackHTTPServer.Reply
    private let state = Mutex(State())
    private let threads = DispatchGroup()

    init(handler: @escaping @Sendable (LoopbackHTTPServer.Request) -> LoopbackHTTPServer.Reply)
        throws
    {
        let listener = try Self.openListener()
        var wake: [Int32] = [-1, -1]
        guard pipe(&wake) == 0 else {
            let code = errno
            close(listener)
            throw LoopbackHTTPServer.StartError(call: "pipe", code: code)
        }
        self.listener = listener
        self.port = Self.boundPort(of: listener)
        self.wakeRead = wake[0]
        self.wakeWrite = wake[1]
        self.handler = handler
        Self.prepare(wakeRead)
        Self.prepare(wakeWrite)

        threads.enter()
        Thread { [self] in
            acceptLoop()
            threads.leave()
        }.start()
    }

    var receivedRequests: [LoopbackHTTPServer.Request] {
        state.withLock { $0.requests }
    }

    var sentByteCount: Int {
        state.withLock { $0.sentBytes }
    }

    func stop() {
        let wasRunning = state.withLock { state in
            guard !state.stopped else { return false }
            state.stopped = true
            // Shutting down (not closing) wakes the connection's thread, which owns the descriptor;
            // closing it here could close an unrelated file that reused the number.
            for connection in state.openConnections {
                shutdown(connection, Int32(SHUT_RDWR))
            }
            return true
        }
        if wasRunning {
            close(wakeWrite)
        }
        if !Self.isInsideHandler {
            threads.wait()
        }
    }

    // MARK: Listening

    private static func openListener() throws -> Int32 {
        #if canImport(Glibc)
            let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let listener = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard listener >= 0 else {
            throw LoopbackHTTPServer.StartError(call: "socket", code: errno)
        }
        prepare(listener)
        do {
            var reuse: Int32 = 1
            try check(
                setsockopt(
                    listener, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size)
                ), "setsockopt(SO_REUSEADDR)")
            var address = sockaddr_in()
            #if canImport(Darwin)
                address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
            #endif
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = 0
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            try check(
                withUnsafePointer(to: &address) {
                    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                        bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                    }
                }, "bind")
            try check(listen(listener, 128), "listen")
            // Non-blocking, so a connection that vanishes between `poll` and `accept` cannot leave
            // the accept loop stuck where `stop()` cannot wake it.
            try check(fcntl(listener, F_SETFL, fcntl(listener, F_GETFL) | O_NONBLOCK), "fcntl")
            return listener
        } catch {
            close(listener)
            throw error
        }
    }

    private static func check(_ result: Int32, _ call: String) throws {
        if result < 0 {
            throw LoopbackHTTPServer.StartError(call: call, code: errno)
        }
    }

    private static func boundPort(of listener: Int32) -> Int {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                getsockname(listener, $0, &length)
            }
        }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Keeps the descriptor out of child processes the tests spawn, where it would hold
    /// connections open; on Darwin, which lacks `MSG_NOSIGNAL`, also keeps writes from raising
    /// SIGPIPE.
    private static func prepare(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        #if canImport(Darwin)
            var on: Int32 = 1
            _ = setsockopt(
                descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    private func acceptLoop() {
        defer {
            close(listener)
            close(wakeRead)
        }
        var watched = [
            pollfd(fd: listener, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            guard poll(&watched, 2, -1) >= 0 || errno == EINTR else { return }
            if watched[1].revents != 0 { return }
            guard watched[0].revents != 0 else { continue }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else {
                if errno == EAGAIN || errno == EINTR || errno == ECONNABORTED { continue }
                return
            }
            Self.prepare(connection)
            // Darwin passes the listener's O_NONBLOCK on; the connection's thread wants to block.
            _ = fcntl(connection, F_SETFL, fcntl(connection, F_GETFL) & ~O_NONBLOCK)
            let accepted = state.withLock { state in
                guard !state.stopped else { return false }
                state.openConnections.insert(connection)
                return true
            }
            guard accepted else {
                close(connection)
                return
            }
            threads.enter()
            Thread { [self] in
                serve(connection)
                threads.leave()
            }.start()
        }
    }

    // MARK: Serving one connection

    private func serve(_ connection: Int32) {
        defer {
            state.withLock { _ = $0.openConnections.remove(connection) }
            close(connection)
        }
        // As a real plain-HTTP server does, answer a TLS hello in plain text and close, so a
        // client that took this server for an HTTPS one fails its handshake at once.
        if Self.startsWithTLSHello(connection) {
            transmit(
                Self.head(status: 400, headers: [("Content-Length", "0"), ("Connection", "close")]),
                connection)
            Self.closeGracefully(connection)
            return
        }
        guard let request = Self.readRequest(from: connection) else { return }
        state.withLock { $0.requests.append(request) }

        switch Self.$isInsideHandler.withValue(true, operation: { handler(request) }) {
        case .respond(let status, let headers, let body):
            let framing = [("Content-Length", "\(body.count)"), ("Connection", "close")]
            transmit(Self.head(status: status, headers: headers + framing) + body, connection)
            Self.closeGracefully(connection)
        case .hang:
            Self.drain(connection)
        case .reset:
            var reset = linger(l_onoff: 1, l_linger: 0)
            _ = setsockopt(
                connection, SOL_SOCKET, SO_LINGER, &reset, socklen_t(MemoryLayout<linger>.size))
        case .truncated(let status, let body, let declaredLength):
            let framing = [("Content-Length", "\(declaredLength)"), ("Connection", "close")]
            transmit(Self.head(status: status, headers: framing) + body, connection)
            Self.closeGracefully(connection)
        case .trickle(let status, let headers, let body, let interval):
            let framing = [("Content-Length", "\(body.count)"), ("Connection", "close")]
            guard transmit(Self.head(status: status, headers: headers + framing), connection) else { return }
            for byte in body {
                guard Self.clientStays(on: connection, for: interval), transmit([byte], connection) else {
                    return
                }
            }
            Self.closeGracefully(connection)
        case .unframed(let status, let headers, let body):
            transmit(
                Self.head(status: status, headers: headers + [("Connection", "close")]) + body, connection)
            Self.closeGracefully(connection)
        case .close:
            Self.closeGracefully(connection)
        }
    }

    /// Sends every byte, counting what the client takes; false if the connection failed first.
    @discardableResult
    private func transmit(_ bytes: [UInt8], _ connection: Int32) -> Bool {
        let sent = Self.sendAll(bytes, connection)
        state.withLock { $0.sentBytes += sent }
        return sent == bytes.count
    }

    /// Reads the head, to the blank line that ends it, then the body its `Content-Length` frames
    /// (a chunked body is not supported).
    private static func readRequest(from connection: Int32) -> LoopbackHTTPServer.Request? {
        let endOfHead = Array("\r\n\r\n".utf8)
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while received.count < 64 * 1024 {
            let count = chunk.withUnsafeMutableBytes {
                recv(connection, $0.baseAddress, $0.count, 0)
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return nil }
            received += chunk[..<count]
            if let end = received.firstRange(of: endOfHead) {
                guard var request = parseHead(String(decoding: received[..<end.lowerBound], as: UTF8.self))
                else { return nil }
                let length = min(request.headers["content-length"].flatMap { Int($0) } ?? 0, 1 << 20)
                var body = Array(received[end.upperBound...])
                while body.count < length {
                    let count = chunk.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
                    if count < 0 && errno == EINTR { continue }
                    guard count > 0 else { break }
                    body += chunk[..<count]
                }
                request.body = Array(body.prefix(length))
                return request
            }
        }
        return nil
    }

    /// The first byte of a TLS handshake record, which starts every TLS connection.
    private static let tlsHandshakeRecord: UInt8 = 0x16

    /// Whether the client's first byte, looked at and left in the socket, starts a TLS handshake
    /// record rather than a request line; waits for that byte.
    private static func startsWithTLSHello(_ connection: Int32) -> Bool {
        var first: UInt8 = 0
        while true {
            let count = recv(connection, &first, 1, Int32(MSG_PEEK))
            if count < 0 && errno == EINTR { continue }
            return count == 1 && first == tlsHandshakeRecord
        }
    }

    private static func parseHead(_ head: String) -> LoopbackHTTPServer.Request? {
        let lines = head.split(separator: "\r\n")
        let requestLine = lines.first?.split(separator: " ") ?? []
        guard requestLine.count == 3 else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers[name] = headers[name].map { "\($0), \(value)" } ?? value
        }
        return LoopbackHTTPServer.Request(
            method: String(requestLine[0]), target: String(requestLine[1]), headers: headers)
    }

    private static func head(status: Int, headers: [(String, String)]) -> [UInt8] {
        var text = "HTTP/1.1 \(status) \(reasonPhrase(for: status))\r\n"
        for (name, value) in headers {
            text += "\(name): \(value)\r\n"
        }
        return Array((text + "\r\n").utf8)
    }

    private static func reasonPhrase(for status: Int) -> String {
        switch status {
        case 200: "OK"
        case 302: "Found"
        case 404: "Not Found"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }

    /// Sends until every byte is out or the connection fails; returns how many went out.
    private static func sendAll(_ bytes: [UInt8], _ connection: Int32) -> Int {
        #if canImport(Glibc)
            let flags = Int32(MSG_NOSIGNAL)
        #else
            let flags: Int32 = 0
        #endif
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes {
                send(connection, $0.baseAddress, $0.count, flags)
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return sent }
            sent += count
        }
        return sent
    }

    /// Waits `interval` on the connection; false if the client closed it or `stop()` shut it down
    /// meanwhile.
    private static func clientStays(on connection: Int32, for interval: Duration) -> Bool {
        let milliseconds =
            Int32(clamping: interval.components.seconds * 1000)
            + Int32(interval.components.attoseconds / 1_000_000_000_000_000)
        var watched = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&watched, 1, milliseconds)
            if ready < 0 && errno == EINTR { continue }
            // Anything readable after the request is the client's end of stream or a reset.
            return ready == 0
        }
    }

    /// Sends FIN and waits for the client to close first: closing with unread request bytes
    /// still queued would make the kernel reset the connection and the client could lose the reply.
    private static func closeGracefully(_ connection: Int32) {
        shutdown(connection, Int32(SHUT_WR))
        drain(connection)
    }

    /// Reads and discards until the client closes or `stop()` shuts the connection down.
    private static func drain(_ connection: Int32) {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes {
                recv(connection, $0.baseAddress, $0.count, 0)
            }
            if count > 0 || (count < 0 && errno == EINTR) { continue }
            return
        }
    }
}
