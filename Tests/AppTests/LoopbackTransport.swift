import DataLayer
import LiveHTTP

/// Live transports for the HTTP tests, all over one client for the whole test run, as the App
/// has one for its whole process. The client is never shut down: a static is never deinitialised,
/// so the client's check that it was shut down first never runs, however a test ends.
enum LoopbackTransport {
    /// The client every transport here shares.
    static let http = SharedHTTPClient()

    /// A transport over the shared client, whose requests give up after `timeout` on `clock`.
    static func make(
        timeout: Duration = .seconds(30), maximumBodySize: Int = HTTPResponse.maximumBodySize,
        clock: some Clock<Duration> = ContinuousClock()
    ) -> AsyncHTTPClientTransport {
        AsyncHTTPClientTransport(
            client: http.client, timeout: timeout, maximumBodySize: maximumBodySize, clock: clock)
    }
}
