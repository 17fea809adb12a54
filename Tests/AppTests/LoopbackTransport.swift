import DataLayer
import LiveHTTP

/// Live transports for the HTTP tests, all over one client for the whole test run, as the App
/// has one for its whole process. The client is never shut down: a static is never deinitialised,
/// so the client's check that it was shut down first never runs, however a test ends.
enum LoopbackTransport {
    /// The client every transport here shares.
    static let http = SharedHTTPClient()

    /// A transport over the shared client, whose requests give up after `timeout` on `clock`. A
    /// test that is not about the timeout keeps the default, 10 minutes, past its own time limit:
    /// the suite's hundreds of programs can keep two cores busy for most of a minute, and a
    /// request that waits that long must still end the way the test expects, not in a timeout.
    static func make(
        timeout: Duration = .seconds(600), maximumBodySize: Int = HTTPResponse.maximumBodySize,
        clock: some Clock<Duration> = ContinuousClock()
    ) -> AsyncHTTPClientTransport {
        AsyncHTTPClientTransport(
            client: http.client, timeout: timeout, maximumBodySize: maximumBodySize, clock: clock)
    }
}
