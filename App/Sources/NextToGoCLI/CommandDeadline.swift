import DomainLayer
import PresentationLayer
import Synchronization

/// The bound on a whole one-shot command that asks the racing API: `--timeout` for each request
/// it makes, and a second to spare, from the first request to the report, decoding and laying out
/// included.
///
/// Each request has its own timeout in the transport; this covers the rest, so that no body, however
/// costly to read, keeps a command running past what `--timeout` promised.
enum CommandDeadline {
    /// The spare time after the requests' own timeouts, so theirs, with their own words, come first.
    static let spare = Duration.seconds(1)

    /// The bound for a command making `requests` requests of `timeout` each.
    static func limit(timeout: Duration, requests: Int = 1) -> Duration {
        timeout * requests + spare
    }

    /// The value `work` gives, or nil when `limit` on `clock` passes first. The work is then
    /// cancelled and not waited for: a step that does not look at cancellation, such as a
    /// decode, runs on while the command reports and exits.
    static func run<Value: Sendable, C: Clock<Duration>>(
        within limit: Duration, clock: C, _ work: @escaping @Sendable () async throws -> Value
    ) async throws -> Value? {
        let outcome = Outcome<Value>()
        return try await withCheckedThrowingContinuation { continuation in
            outcome.await(continuation)
            let timer = Task {
                do {
                    try await clock.sleep(for: limit)
                } catch {
                    return  // Cancelled: the work ended first.
                }
                if outcome.finish(.success(nil)) { outcome.cancelWork() }
            }
            outcome.start(
                Task {
                    let result: Result<Value?, any Error>
                    do {
                        result = .success(try await work())
                    } catch {
                        result = .failure(error)
                    }
                    if outcome.finish(result) { timer.cancel() }
                })
        }
    }

    /// The one waiter on a deadline's two ends, resumed by whichever comes first.
    private final class Outcome<Value: Sendable>: Sendable {
        private let state = Mutex<
            (waiter: CheckedContinuation<Value?, any Error>?, work: Task<Void, Never>?)
        >(
            (nil, nil))

        func await(_ continuation: CheckedContinuation<Value?, any Error>) {
            state.withLock { $0.waiter = continuation }
        }

        func start(_ work: Task<Void, Never>) {
            state.withLock { $0.work = work }
        }

        func cancelWork() {
            state.withLock { $0.work }?.cancel()
        }

        /// Resumes the waiter with `result`; false when the other end came first.
        func finish(_ result: Result<Value?, any Error>) -> Bool {
            guard let waiter = state.withLock({ $0.waiter.take() }) else { return false }
            waiter.resume(with: result)
            return true
        }
    }
}

extension CommandDeadline {
    /// The report `work` produces within the bound for a command of `requests` requests to
    /// `host` with `feed`'s `--timeout`; past it, the report that says the API did not answer in
    /// time, as a request's own timeout does. The demo asks nothing, so `work` is given all the
    /// time it takes.
    static func report(
        feed: FeedOptions, host: @autoclosure () throws -> String, requests: Int = 1,
        about subject: FetchSubject, _ work: @escaping @Sendable () async throws -> CommandReport
    ) async throws -> CommandReport {
        guard !feed.demo else { return try await work() }
        let host = try host()
        let limit = limit(timeout: .seconds(feed.timeout), requests: requests)
        if let report = try await run(within: limit, clock: AppWiring.clock, work) { return report }
        return CommandReport(
            standardError: RacesFetchError.timedOut(host: host)
                .commandLineMessage(about: subject, offersDemo: true),
            failed: true)
    }
}
