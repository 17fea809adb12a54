import AsyncHTTPClient
import NIOCore
import NIOPosix
import Synchronization

/// The process's one `HTTPClient`, made on first use, so that a command that never goes to the
/// network (the demo, `star`, `--version`) starts no thread for it, and shut down with its one
/// event-loop thread once the command ends.
///
/// One thread is plenty for a request or two at a time, and at rest it sleeps in `epoll_wait`
/// with no timer: watch mode's wake-ups stay its own.
public final class SharedHTTPClient: Sendable {
    private struct Running {
        let client: HTTPClient
        let group: MultiThreadedEventLoopGroup
    }

    private let running = Mutex<Running?>(nil)

    /// Creates a client holder; the client itself is made on first use.
    public init() {}

    /// The client, made now if it is not yet.
    public var client: HTTPClient {
        running.withLock { running in
            if let running { return running.client }
            let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
            let client = HTTPClient(eventLoopGroup: group, configuration: Self.configuration)
            running = Running(client: client, group: group)
            return client
        }
    }

    /// How the client behaves, whatever the request: the limits a request has on top of these are
    /// `AsyncHTTPClientTransport`'s.
    static var configuration: HTTPClient.Configuration {
        var configuration = HTTPClient.Configuration()
        // A redirect loop fails at once, and a long chain after ten hops: no real answer needs more.
        configuration.redirectConfiguration = .follow(max: maximumRedirects, allowCycles: false)
        // A refused or unreachable host is reported at once and retried by the caller's own
        // schedule, rather than retried here until the deadline hides why.
        configuration.connectionPool.retryConnectionEstablishment = false
        // The whole-request deadline is the transport's; this only keeps a connect from ending
        // sooner than the longest --timeout would.
        configuration.timeout = .init(connect: .seconds(60))
        configuration.decompression = .disabled
        return configuration
    }

    /// How many redirects one request follows.
    static let maximumRedirects = 10

    /// Shuts the client down, then its thread, if they were ever made; a request still running
    /// fails. Safe to call more than once.
    public func shutDown() async {
        guard
            let running = running.withLock({ running in
                defer { running = nil }
                return running
            })
        else {
            return
        }
        // Nothing is left to tell about a failed shutdown: the process is about to end.
        try? await running.client.shutdown()
        try? await running.group.shutdownGracefully()
    }
}
