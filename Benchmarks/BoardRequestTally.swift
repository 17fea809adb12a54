import Synchronization

/// What the benchmark's `/api/board` requests met: how many were sent and answered, with which
/// status, and each answer's latency from the moment its request was due.
final class BoardRequestTally: Sendable {
    /// The counts and latencies so far.
    struct Counts: Sendable {
        var sent = 0
        /// Answers with status 200.
        var answered = 0
        /// Answers with another status, and connections that closed with a request unanswered.
        var failed = 0
        /// Each 200 answer, in the order they came.
        var answers: [Answer] = []
    }

    /// One 200 answer: when its request was due and how long it took.
    struct Answer: Sendable {
        /// When the request was due, in Unix seconds.
        let dueAt: Double
        /// Seconds from the request being due to its answer's last byte.
        let latency: Double
    }

    private let counts = Mutex(Counts())

    /// A tally with nothing sent.
    init() {}

    /// One request was sent (or queued behind one in flight on its connection).
    func sent() {
        counts.withLock { $0.sent += 1 }
    }

    /// One request due at `dueAt` (Unix seconds) was answered with `status`, `latency` seconds
    /// after it was due.
    func answered(status: Int, dueAt: Double, latency: Double) {
        counts.withLock { counts in
            if status == 200 {
                counts.answered += 1
                counts.answers.append(Answer(dueAt: dueAt, latency: latency))
            } else {
                counts.failed += 1
            }
        }
    }

    /// `count` requests will never be answered: their connection closed.
    func lost(_ count: Int) {
        counts.withLock { $0.failed += count }
    }

    /// The counts as they stand.
    var current: Counts {
        counts.withLock { $0 }
    }
}
