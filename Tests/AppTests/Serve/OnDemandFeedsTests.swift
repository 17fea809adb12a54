import Foundation
import Synchronization
import TestSupport
import Testing

@testable import BoardServer

/// One poller per key however many screens ask, stopped a minute after the last ask or when it
/// is finished; a key past capacity refused, not another on a screen stopped; a board's key always
/// followed, one screen held to its share, a key out of view giving way; asks waiting for a first
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

    private func feeds(_ pollers: Pollers, clock: ManualClock, capacity: Int = 64, perScreen: Int = 8)
        -> OnDemandFeeds<String, String, ManualClock>
    {
        OnDemandFeeds(
            clock: clock, capacity: capacity, perScreen: perScreen, isFinished: { $0.hasPrefix("gone") },
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

    @Test func aBoardsKeyIsFollowedWhateverTheOtherScreensHold() async {
        let pollers = Pollers()
        let feeds = feeds(pollers, clock: ManualClock(), capacity: 2)
        _ = await feeds.latest(for: "a", .init(screen: "10.0.0.9"))
        _ = await feeds.latest(for: "b", .init(screen: "10.0.0.8"))

        let other = await feeds.latest(for: "c", .init(screen: "10.0.0.7"))
        let board = await feeds.latest(for: "on-board", .init(screen: "10.0.0.7", isPriority: true))

        #expect(text(other) == "busy")
        #expect(text(board) == "on-board#3")
        #expect(feeds.followedCount == 3)
    }

    @Test func oneScreenKeepsAtMostItsShareGoingAndReadsWhatIsFollowedFreely() async {
        let pollers = Pollers()
        let feeds = feeds(pollers, clock: ManualClock(), perScreen: 3)
        for key in ["k1", "k2", "k3"] {
            _ = await feeds.latest(for: key, .init(screen: "10.0.0.9"))
        }

        let fourth = await feeds.latest(for: "k4", .init(screen: "10.0.0.9"))
        let another = await feeds.latest(for: "k5", .init(screen: "10.0.0.8"))
        let shared = await feeds.latest(for: "k5", .init(screen: "10.0.0.9"))
        let again = await feeds.latest(for: "k1", .init(screen: "10.0.0.9"))

        #expect(text(fourth) == "busy")
        #expect(text(another) == "k5#4", "another screen has its own share")
        #expect(text(shared) == "k5#4", "a key already followed costs nothing more")
        #expect(text(again) == "k1#1")
        #expect(pollers.started.withLock { $0 } == ["k1", "k2", "k3", "k5"])
    }

    @Test func aScreensShareComesBackOnceItStopsAsking() async {
        let pollers = Pollers()
        let clock = ManualClock()
        let feeds = feeds(pollers, clock: clock, perScreen: 1)
        _ = await feeds.latest(for: "k1", .init(screen: "10.0.0.9"))
        #expect(text(await feeds.latest(for: "k2", .init(screen: "10.0.0.9"))) == "busy")

        clock.move(by: .seconds(60))

        #expect(text(await feeds.latest(for: "k2", .init(screen: "10.0.0.9"))) == "k2#2")
    }

    @Test func atCapacityTheKeyAskedForLeastLatelyGivesWayOnlyOnceItIsOutOfView() async {
        let pollers = Pollers()
        let clock = ManualClock()
        let feeds = feeds(pollers, clock: clock, capacity: 2)
        _ = await feeds.latest(for: "a")
        _ = await feeds.latest(for: "b")
        clock.move(by: .seconds(19))
        #expect(text(await feeds.latest(for: "c")) == "busy", "both asked for within 20 s: both in view")

        clock.move(by: .seconds(1))
        _ = await feeds.latest(for: "b")
        let taken = await feeds.latest(for: "c")
        await waitUntilStopped(pollers, ["a"])

        #expect(text(taken) == "c#3")
        #expect(feeds.isFollowing("b"))
        #expect(!feeds.isFollowing("a"))
    }

    @Test func aLookThatDoesNotKeepAKeyFollowedLetsItStop() async {
        let pollers = Pollers()
        let clock = ManualClock()
        let feeds = feeds(pollers, clock: clock)
        _ = await feeds.latest(for: "day")

        clock.move(by: .seconds(30))
        #expect(text(await feeds.latest(for: "day", .init(keepsFollowing: false))) == "day#1")
        clock.move(by: .seconds(30))
        feeds.sweep()
        await waitUntilStopped(pollers, ["day"])

        #expect(feeds.followedCount == 0)
    }

    @Test func oneScreenAskingForSixtyFourRacesStartsEightPollersAndLeavesRoomForOthers() async {
        let pollers = Pollers()
        let feeds = feeds(pollers, clock: ManualClock())

        var answers: [String] = []
        for race in 1...64 {
            answers.append(text(await feeds.latest(for: "r\(race)", .init(screen: "10.0.0.9"))))
        }
        let another = await feeds.latest(for: "r65", .init(screen: "10.0.0.8"))

        #expect(answers.prefix(8) == ["r1#1", "r2#2", "r3#3", "r4#4", "r5#5", "r6#6", "r7#7", "r8#8"])
        #expect(answers.dropFirst(8).allSatisfy { $0 == "busy" })
        #expect(text(another) == "r65#9")
    }
}
