import DomainLayer
import Foundation
import TestSupport
import Testing

@testable import BoardServer

/// One board for every screen: its version moves when what a screen shows changes, each
/// follower hears of it, and finishing ends every follower.
@Suite(.timeLimit(.minutes(2))) struct BoardHubTests {
    private let now = Date(timeIntervalSince1970: 1_768_438_800)

    private func board(_ ids: [String], takenAt: Date? = nil) -> NextRacesSnapshot {
        NextRacesSnapshot(
            races: ids.map { RaceFactory.race($0, startsIn: 300, from: now) }, filter: .all, limit: 5,
            takenAt: takenAt ?? now, updatedAt: now)
    }

    @Test func theVersionMovesForNewRacesAndNotForANewMomentOfTheSameBoard() async {
        let hub = BoardHub()
        #expect(hub.current.snapshot == nil)

        hub.publish(board(["a"]))
        hub.publish(board(["a"], takenAt: now.addingTimeInterval(50)))
        #expect(hub.current.version == 1)
        hub.publish(board(["a", "b"]))
        #expect(hub.current.version == 2)
        #expect(hub.current.snapshot?.races.map(\.id) == ["a", "b"])
    }

    @Test func everyFollowerHearsOfAChangeAndFinishingEndsThemAll() async {
        let hub = BoardHub()
        let followers = (0..<5).map { _ in hub.follow() }
        #expect(hub.followerCount == followers.count)

        hub.publish(board(["a"]))
        hub.finish()

        for follower in followers {
            var wakes = 0
            for await _ in follower { wakes += 1 }
            #expect(wakes == 1)
        }
        #expect(hub.followerCount == 0)
        var late = 0
        for await _ in hub.follow() { late += 1 }
        #expect(late == 0, "a follower after the end ends at once")
    }

    @Test func aFollowerThatGoesAwayIsForgotten() async {
        let hub = BoardHub()
        let task = Task {
            for await _ in hub.follow() {}
        }
        while hub.followerCount == 0 { await Task.yield() }

        task.cancel()
        await task.value

        #expect(hub.followerCount == 0)
    }
}

/// An event's data keeps its lines, whatever ends them, so none can end the event early.
@Suite struct ServerSentEventTests {
    @Test(arguments: ["a\nb", "a\r\nb", "a\rb"])
    func eachLineEndStartsADataLine(data: String) {
        #expect(ServerSentEvent.event("board", data: data) == "event: board\ndata: a\ndata: b\n\n")
    }

    @Test func aLineEndCannotSmuggleInAnEvent() {
        let event = ServerSentEvent.event("board", data: "a\r\n\r\nevent: x\r\rb")

        #expect(event == "event: board\ndata: a\ndata: \ndata: event: x\ndata: \ndata: b\n\n")
    }
}

/// `If-None-Match` as a cache or browser sends it back.
@Suite struct EntityTagsTests {
    @Test func aTagMatchesItselfWeakOrStrongInAListOrAsAStar() {
        #expect(EntityTags(#"W/"r-2""#).matches(#"W/"r-2""#))
        #expect(EntityTags(#""r-2""#).matches(#"W/"r-2""#))
        #expect(EntityTags(#""x", W/"r-2""#).matches(#"W/"r-2""#))
        #expect(EntityTags("*").matches(#"W/"r-2""#))
        #expect(!EntityTags(#"W/"r-1""#).matches(#"W/"r-2""#))
        #expect(!EntityTags(String(repeating: "*,", count: 1_000)).matches(#"W/"r-2""#), "too long to read")
    }
}
