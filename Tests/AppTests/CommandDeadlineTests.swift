import DomainLayer
import Foundation
import Synchronization
import TestSupport
import Testing

@testable import NextToGoCLI

/// `--timeout` bounds a whole one-shot command, not only its requests: work that runs past the
/// limit, such as a decode that looks at nothing else, no longer keeps the command waiting.
@Suite(.timeLimit(.minutes(2))) struct CommandDeadlineTests {
    @Test func workThatEndsInTimeGivesItsValue() async throws {
        // The manual clock never moves here: the limit never passes.
        let clock = ManualClock()

        let value = try await CommandDeadline.run(within: .seconds(5), clock: clock) { 42 }

        #expect(value == 42)
    }

    /// A clock on which every wait is already over: the limit has passed as soon as it is set.
    private struct LimitPassedClock: Clock {
        var now: ContinuousClock.Instant { .now }
        var minimumResolution: Duration { .zero }

        func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration?) async throws {
            try Task.checkCancellation()
        }
    }

    @Test func workThatRunsPastTheLimitIsGivenUpOnAndCancelled() async throws {
        let cancelled = Atomic(false)

        let value = try await CommandDeadline.run(within: .seconds(5), clock: LimitPassedClock()) {
            // Waits for ever, as a decode of a hostile body once did: only cancelling ends it.
            await withTaskCancellationHandler {
                let (never, _) = AsyncStream<Void>.makeStream()
                for await _ in never {}
            } onCancel: {
                cancelled.store(true, ordering: .relaxed)
            }
            return 42
        }

        #expect(value == nil)
        try await pollUntilTrue { cancelled.load(ordering: .relaxed) }
    }

    @Test func anErrorOfTheWorkIsTheCommands() async throws {
        struct Failed: Error {}
        let clock = ManualClock()

        await #expect(throws: Failed.self) {
            try await CommandDeadline.run(within: .seconds(5), clock: clock) { () async throws -> Int in
                throw Failed()
            }
        }
    }

    @Test func theLimitIsEachRequestsTimeoutAndASecondToSpare() {
        #expect(CommandDeadline.limit(timeout: .seconds(10)) == .seconds(11))
        #expect(CommandDeadline.limit(timeout: .seconds(10), requests: 2) == .seconds(21))
    }

    @Test func aBoardAskedForOnceEndsWithinFourTimeoutsAndASecond() {
        let limit = CommandDeadline.limit(
            timeout: .seconds(10), requests: NextRacesSchedule.oneShotRequestLimit)

        #expect(limit == .seconds(41))
    }

    private func pollUntilTrue(_ check: @escaping @Sendable () -> Bool) async throws {
        _ = try await poll("the work to be cancelled") { check() ? () : nil }
    }
}
