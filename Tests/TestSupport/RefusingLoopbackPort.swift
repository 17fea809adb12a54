#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A port on 127.0.0.1 that refuses every connection, and stays that way while the test runs.
///
/// It holds a TCP socket bound to the port but not listening, so connecting gets a reset at
/// once, and no server another test starts in parallel can take the port, as it could take the
/// port of a server that was stopped.
public final class RefusingLoopbackPort: Sendable {
    /// The port, chosen by the kernel.
    public let port: Int
    private let descriptor: Int32

    /// Binds a socket to a free port on 127.0.0.1.
    /// - Throws: `LoopbackHTTPServer.StartError` when the socket cannot be made or bound.
    public init() throws {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw LoopbackHTTPServer.StartError(call: "socket", code: errno) }
        // No SO_REUSEADDR, so no other socket can bind the port while this one holds it.
        var address = sockaddr_in()
        #if canImport(Darwin)
            address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard bound else {
            let code = errno
            close(descriptor)
            throw LoopbackHTTPServer.StartError(call: "bind", code: code)
        }
        self.descriptor = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    deinit {
        close(descriptor)
    }
}
