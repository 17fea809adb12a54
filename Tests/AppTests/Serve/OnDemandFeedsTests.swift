import Foundation
import Synchronization
import TestSupport
import Testing

@testable import BoardServer

/// One poller per key however many screens ask, stopped a minute after the last ask, when it is
/// finished, or when more keys are asked for than the feeds hold.
@Suite(.timeLimit(.minutes(1))) struct OnDemandFeedsTests {
    /// Counts the pollers started and stopped, each handing on its key once with how many
    /// pollers had started, then waiting until it is stopped.
    private final class Pollers: Sendable {
        let started = Mutex<[String]>([])
        let stopped = Mutex<[String]>([])

        func follow(_ key: String, _ receive: @escaping @Sendable (String) -> Void) async {
            let count = started.withLock { started in
                started.append(key)
                return started.count
            }
            receive("\(key)#\(count)")
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(3_600))
            }
            stopped.withLock { $0.append(key) }
        }

        /// Waits until `key` has been stopped.
        func waitUntilStopped(_ key: String) async {
            while !stopped.withLock({ $0.contains(key) }) {
                await Task.yield()
            }
        }
    }

    private func feeds(_ pollers: Pollers, clock: ManualClock, capacity: Int = 64)
        -> OnDemandFeeds<String, String, ManualClock>
    {
        OnDemandFeeds(
            clock: clock, capacity: capacity, isFinished: { $0.hasPrefix("gone") },
            follow: { key, receive in await pollers.follow(key, receive) })
    }

    @Test func manyAsksForOneKeyShareOnePoller() async {
        let pollers = Pollers()
        let feeds = feeds(pollers, clock: ManualClock())

        async let first = feeds.latest(for: "r1")
        async let second = feeds.latest(for: "r1")
        let answers = await [first, second, feeds.latest(for: "r1")]

        #expect(answers == ["r1#1", "r1#1", "r1#1"])
        #expect(pollers.started.withLock { $0 } == ["r1"])
        #expect(feeds.followedCount == 1)
    }

    @Test func aKeyNoScreenAskedForInAMinuteIsStopped() async {
        let pollers = Pollers()
        let clock = ManualClock()
        let feeds = feeds(pollers, clock: clock)
        _ = await feeds.latest(for: "kept")
        _ = await feeds.latest(for: "left")

        clock.move(by: .seconds(30))
        _ = await feeds.latest(for: "kept")
        clock.move(by: .seconds(30))
        feeds.sweep()
        await pollers.waitUntilStopped("left")

        #expect(feeds.followedCount == 1)
        #expect(await feeds.latest(for: "kept") == "kept#1", "still followed: no new poller")
        clock.move(by: .seconds(60))
        feeds.sweep()
        await pollers.waitUntilStopped("kept")
        #expect(feeds.followedCount == 0)
        #expect(await feeds.latest(for: "kept") == "kept#3", "asked again, a poller starts afresh")
    }

    @Test func aFinishedKeyIsStoppedAtTheNextSweep() async {
        let pollers = Pollers()
        let feeds = feeds(pollers, clock: ManualClock())

        #expect(await feeds.latest(for: "gone-race") == "gone-race#1")
        feeds.sweep()
        await pollers.waitUntilStopped("gone-race")

        #expect(feeds.followedCount == 0)
    }

    @Test func askingForMoreKeysThanItHoldsStopsTheOneAskedForLeastLately() async {
        let pollers = Pollers()
        let clock = ManualClock()
        let feeds = feeds(pollers, clock: clock, capacity: 2)
        _ = await feeds.latest(for: "a")
        clock.move(by: .seconds(1))
        _ = await feeds.latest(for: "b")
        clock.move(by: .seconds(1))
        _ = await feeds.latest(for: "a")

        _ = await feeds.latest(for: "c")
        await pollers.waitUntilStopped("b")

        #expect(feeds.followedCount == 2)
        #expect(pollers.stopped.withLock { $0 } == ["b"])
    }

    @Test func stoppingEverythingEndsEveryPoller() async {
        let pollers = Pollers()
        let feeds = feeds(pollers, clock: ManualClock())
        _ = await feeds.latest(for: "a")
        _ = await feeds.latest(for: "b")

        feeds.stopAll()
        await pollers.waitUntilStopped("a")
        await pollers.waitUntilStopped("b")

        #expect(feeds.followedCount == 0)
    }
}
