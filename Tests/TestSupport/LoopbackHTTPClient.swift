import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A raw HTTP/1.1 connection to a server on 127.0.0.1, for tests that must send what no real
/// client would (a path of megabytes, a NUL, half a request) or read a stream as it comes: it
/// writes bytes as given and reads with a deadline, so a test never waits on a silent server.
///
/// Its calls block, so an async test makes them through `offThePool(_:)`: a server in the same
/// process answers on the same few threads the tests' tasks run on. One task uses a connection
/// at a time.
public final class LoopbackConnection: @unchecked Sendable {
    /// A response as read off the wire.
    public struct Response: Sendable {
        /// The status code, such as 200.
        public let status: Int
        /// The header fields, names in lower case.
        public let headers: [String: String]
        /// The body, after any chunked framing is undone.
        public let body: String
    }

    /// Why a read ended early.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        public let description: String

        /// A failure saying `description`.
        public init(description: String) {
            self.description = description
        }
    }

    private let descriptor: Int32
    private var received: [UInt8] = []
    private var isClosedByServer = false

    /// Connects to 127.0.0.1:`port`.
    public init(port: Int) throws {
        #if canImport(Glibc)
            descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure(description: "socket failed: \(errno)") }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        // A server that stops reading a request of megabytes must not hold a test's send for ever.
        var sendTimeout = timeval(tv_sec: 2, tv_usec: 0)
        _ = setsockopt(
            descriptor, SOL_SOCKET, SO_SNDTIMEO, &sendTimeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(descriptor)
            throw Failure(description: "connect to port \(port) failed: \(errno)")
        }
    }

    deinit {
        close(descriptor)
    }

    /// Writes `bytes` as they are; false when the server has closed the connection or stopped
    /// reading for 2 seconds.
    @discardableResult
    public func send(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { buffer in
                #if canImport(Glibc)
                    Glibc.send(descriptor, buffer.baseAddress, buffer.count, Int32(MSG_NOSIGNAL))
                #else
                    Darwin.send(descriptor, buffer.baseAddress, buffer.count, 0)
                #endif
            }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }

    /// Writes a request for `target` (sent as it is) with `headers` and `Connection: close`.
    @discardableResult
    public func sendRequest(method: String = "GET", target: [UInt8], headers: [String: String] = [:]) -> Bool
    {
        var head = Array("\(method) ".utf8) + target + Array(" HTTP/1.1\r\nHost: 127.0.0.1\r\n".utf8)
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
            head += Array("\(name): \(value)\r\n".utf8)
        }
        head += Array("Connection: close\r\n\r\n".utf8)
        return send(head)
    }

    /// Reads until the text received holds `marker`, and returns all of it; throws when
    /// `timeout` passes or the server closes first.
    public func read(until marker: String, timeout: Duration = .seconds(30)) throws -> String {
        try read(until: marker, count: 1, timeout: timeout)
    }

    /// Reads until the text received holds `marker` `count` times (a response on a connection
    /// kept alive for several), and returns all of it; throws when `timeout` passes or the server
    /// closes first.
    public func read(until marker: String, count: Int, timeout: Duration = .seconds(30)) throws -> String {
        let deadline = ContinuousClock.now + timeout
        while String(decoding: received, as: UTF8.self).components(separatedBy: marker).count <= count {
            guard try readMore(by: deadline) else {
                throw Failure(
                    description:
                        "closed before '\(marker)': \(String(decoding: received, as: UTF8.self).suffix(300))")
            }
        }
        return String(decoding: received, as: UTF8.self)
    }

    /// Reads until the server closes the connection; throws when `timeout` passes first.
    public func readToEnd(timeout: Duration = .seconds(30)) throws -> [UInt8] {
        let deadline = ContinuousClock.now + timeout
        while try readMore(by: deadline) {}
        return received
    }

    /// Whether the server closes the connection within `timeout`.
    public func isClosed(within timeout: Duration) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while let more = try? readMore(by: deadline), more {}
        return isClosedByServer
    }

    /// The response, read to the end of the connection.
    public func response(timeout: Duration = .seconds(30)) throws -> Response {
        try Self.parse(readToEnd(timeout: timeout))
    }

    /// One request for `target` on a new connection, and its response, read off the pool.
    public static func get(
        port: Int, _ target: String, method: String = "GET", headers: [String: String] = [:]
    ) async throws -> Response {
        try await offThePool {
            let connection = try LoopbackConnection(port: port)
            connection.sendRequest(method: method, target: Array(target.utf8), headers: headers)
            return try connection.response()
        }
    }

    /// Runs the blocking `work` on a thread of its own, so the tasks' threads stay free.
    public static func offThePool<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value)
        async throws
        -> Value
    {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try work() }) }.start()
        }
    }

    /// False once the server closed; throws at the deadline.
    private func readMore(by deadline: ContinuousClock.Instant) throws -> Bool {
        guard !isClosedByServer else { return false }
        let left = ContinuousClock.now.duration(to: deadline)
        guard left > .zero else { throw Failure(description: "timed out") }
        var descriptorPoll = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(min(left / .milliseconds(1), 60_000).rounded(.up))
        guard poll(&descriptorPoll, 1, milliseconds) > 0 else { throw Failure(description: "timed out") }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = recv(descriptor, &buffer, buffer.count, 0)
        guard count > 0 else {
            isClosedByServer = true
            return false
        }
        received += buffer[..<count]
        return true
    }

    private static func parse(_ bytes: [UInt8]) throws -> Response {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let split = text.range(of: "\r\n\r\n") else {
            throw Failure(description: "no head in \(text.prefix(200))")
        }
        let lines = text[..<split.lowerBound].components(separatedBy: "\r\n")
        guard let statusLine = lines.first,
            let status = Int(statusLine.split(separator: " ").dropFirst().first ?? "")
        else { throw Failure(description: "no status in \(text.prefix(200))") }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        var body = String(text[split.upperBound...])
        if headers["transfer-encoding"] == "chunked" { body = unchunked(body) }
        return Response(status: status, headers: headers, body: body)
    }

    private static func unchunked(_ text: String) -> String {
        var rest = Substring(text)
        var body = ""
        while let lineEnd = rest.range(of: "\r\n"), let size = Int(rest[..<lineEnd.lowerBound], radix: 16),
            size > 0
        {
            let start = lineEnd.upperBound
            let chunk = rest.utf8[start...].prefix(size)
            body += String(decoding: chunk, as: UTF8.self)
            rest = Substring(rest.utf8[start...].dropFirst(size + 2))
        }
        return body
    }
}
