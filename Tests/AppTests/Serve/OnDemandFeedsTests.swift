import Foundation
import Synchronization
import TestSupport
import Testing

@testable import BoardServer

/// One poller per key however many screens ask, stopped a minute after the last ask or when it
/// is finished; a key past capacity refused, not another stopped; asks waiting for a first
/// snapshot answered when their poller stops.
@Suite(.timeLimit(.minutes(2))) struct OnDemandFeedsTests {
    /// Counts the pollers started and hears of each one started and stopped. Each hands on its
    /// key once with how many pollers had started (unless its key has `silent` in it), then waits
    /// until it is stopped (unless its key has `ends` in it: that poller ends at once).
    private final class Pollers: Sendable {
        let started = Mutex<[String]>([])
        let (starts, starting) = AsyncStream.makeStream(of: String.self)
        let (stops, stopped) = AsyncStream.makeStream(of: String.self)

        func follow(_ key: String, _ receive: @escaping @Sendable (String) -> Void) async {
            let count = started.withLock { started in
                started.append(key)
                return started.count
            }
            starting.yield(key)
            if !key.contains("silent") { receive("\(key)#\(count)") }
            while !Task.isCancelled, !key.contains("ends") {
                try? await Task.sleep(for: .seconds(3_600))
            }
            stopped.yield(key)
        }
    }

    /// The answer's snapshot, or what the answer was.
    private func text(_ answer: OnDemandFeeds<String, String, ManualClock>.Answer) -> String {
        switch answer {
        case .snapshot(let snapshot): snapshot
        case .busy: "busy"
        case .unavailable: "unavailable"
        }
    }

    private func feeds(_ pollers: Pollers, clock: ManualClock, capacity: Int = 64)
        -> OnDemandFeeds<String, String, ManualClock>
    {
        OnDemandFeeds(
            clock: clock, capacity: capacity, isFinished: { $0.hasPrefix("gone") },
            follow: { key, receive in await pollers.follow(key, receive) })
    }

    /// Waits until the pollers of `keys` have stopped, in any order.
    private func waitUntilStopped(_ pollers: Pollers, _ keys: Set<String>) async {
        var left = keys
        var stops = pollers.stops.makeAsyncIterator()
        while !left.isEmpty, let key = await stops.next() {
            left.remove(key)
        }
    }

    @Test func manyAsksForOneKeyShareOnePoller() async {
        let pollers = Pollers()
        let feeds = feeds(pollers, clock: ManualClock())

        async let first = feeds.latest(for: "r1")
        async let second = feeds.latest(for: "r1")
        let answers = await [first, second, feeds.latest(for: "r1")].map(text)

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
        await waitUntilStopped(pollers, ["left"])

        #expect(feeds.followedCount == 1)
        #expect(text(await feeds.latest(for: "kept")) == "kept#1", "still followed: no new poller")
        clock.move(by: .seconds(60))
        feeds.sweep()
        await waitUntilStopped(pollers, ["kept"])
        #expect(feeds.followedCount == 0)
        #expect(text(await feeds.latest(for: "kept")) == "kept#3", "asked again, a poller starts afresh")
    }

    @Test func aFinishedKeyIsStoppedAtTheNextSweep() async {
        let pollers = Pollers()
        let feeds = feeds(pollers, clock: ManualClock())

        #expect(text(await feeds.latest(for: "gone-race")) == "gone-race#1")
        feeds.sweep()
        await waitUntilStopped(pollers, ["gone-race"])

        #expect(feeds.followedCount == 0)
    }

    @Test func aKeyPastCapacityIsRefusedAndNoScreensKeyStopped() async {
        let pollers = Pollers()
        let clock = ManualClock()
        let feeds = feeds(pollers, clock: clock, capacity: 2)
        _ = await feeds.latest(for: "a")
        _ = await feeds.latest(for: "b")

        #expect(text(await feeds.latest(for: "c")) == "busy")
        #expect(pollers.started.withLock { $0 } == ["a", "b"])
        clock.move(by: .seconds(60))
        _ = await feeds.latest(for: "a")
        feeds.sweep()
        await waitUntilStopped(pollers, ["b"])
        #expect(text(await feeds.latest(for: "c")) == "c#3", "room again once a key is left")
    }

    @Test func asksWaitingForAFirstSnapshotAreAnsweredWhenThePollerStops() async {
        let pollers = Pollers()
        let feeds = feeds(pollers, clock: ManualClock())

        async let waiting = feeds.latest(for: "silent")
        var starts = pollers.starts.makeAsyncIterator()
        #expect(await starts.next() == "silent")
        feeds.stopAll()

        #expect(text(await waiting) == "unavailable")
        #expect(text(await feeds.latest(for: "after")) == "unavailable", "nothing starts once stopped")
        #expect(pollers.started.withLock { $0 } == ["silent"])
    }

    @Test func aPollerThatEndsWithoutASnapshotIsForgottenAndItsAsksAnswered() async {
        let pollers = Pollers()
        let feeds = feeds(pollers, clock: ManualClock())

        #expect(text(await feeds.latest(for: "ends-silent")) == "unavailable")
        await waitUntilStopped(pollers, ["ends-silent"])

        #expect(feeds.followedCount == 0)
    }
}
