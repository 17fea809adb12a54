import DomainLayer
import PresentationLayer
import SharedUtils
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
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                outcome.await(continuation)
                // The work first, so that the limit, however soon it passes, finds it to cancel.
                outcome.start(
                    work: Task {
                        let result: Result<Value?, any Error>
                        do {
                            result = .success(try await work())
                        } catch {
                            result = .failure(error)
                        }
                        outcome.finish(result)
                    })
                outcome.start(
                    timer: Task {
                        do {
                            try await clock.sleep(for: limit)
                        } catch {
                            return  // Cancelled: the work ended first.
                        }
                        outcome.finish(.success(nil))
                    })
            }
        } onCancel: {
            outcome.finish(.failure(CancellationError()))
        }
    }

    /// The one waiter on a deadline's two ends, resumed by whichever comes first; the other end's
    /// task is then cancelled.
    private final class Outcome<Value: Sendable>: Sendable {
        private struct State {
            var waiter: CheckedContinuation<Value?, any Error>?
            var isFinished = false
            var work: Task<Void, Never>?
            var timer: Task<Void, Never>?
        }

        private let state = Mutex(State())

        /// Waits with `continuation`, unless the outcome is already known (the caller was
        /// cancelled first), which then resumes it at once.
        func await(_ continuation: CheckedContinuation<Value?, any Error>) {
            let isFinished = state.withLock { state in
                if !state.isFinished { state.waiter = continuation }
                return state.isFinished
            }
            if isFinished { continuation.resume(throwing: CancellationError()) }
        }

        /// Keeps the work's task, to cancel when the limit passes; cancels it at once when the
        /// outcome is already known.
        func start(work: Task<Void, Never>) {
            let isFinished = state.withLock { state in
                state.work = work
                return state.isFinished
            }
            if isFinished { work.cancel() }
        }

        /// Keeps the timer's task, to cancel when the work ends; cancels it at once when it has.
        func start(timer: Task<Void, Never>) {
            let isFinished = state.withLock { state in
                state.timer = timer
                return state.isFinished
            }
            if isFinished { timer.cancel() }
        }

        /// Resumes the waiter with `result`, the first time only, and cancels both tasks: the one
        /// that ended is done anyway.
        func finish(_ result: Result<Value?, any Error>) {
            let ended = state.withLock { state -> State? in
                guard !state.isFinished else { return nil }
                state.isFinished = true
                defer { state.waiter = nil }
                return state
            }
            guard let ended else { return }
            ended.work?.cancel()
            ended.timer?.cancel()
            ended.waiter?.resume(with: result)
        }
    }
}

extension CommandDeadline {
    /// The report `work` produces within the bound for a command of `requests` requests to
    /// `source`'s API with its timeout each; past it, the report that says the API did not answer
    /// in time, as a request's own timeout does. The demo asks nothing, so `work` is given all the
    /// time it takes.
    static func report<C>(
        from source: RacingSource<C>, requests: Int = 1, about subject: FetchSubject,
        _ work: @escaping @Sendable () async throws -> CommandReport
    ) async throws -> CommandReport {
        guard let host = source.host else { return try await work() }
        let limit = limit(timeout: source.timeout, requests: requests)
        if let report = try await run(within: limit, clock: source.clock, work) { return report }
        return CommandReport(
            diagnostics: [
                FetchFailure.timedOut(host: host).diagnostic(about: subject, offersDemo: true)
            ],
            failed: true)
    }
}
