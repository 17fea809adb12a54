import DomainLayer
import Foundation
import NIOCore
import PresentationLayer
import Synchronization
import TestSupport
import Testing

@testable import BoardServer

/// `serve --publish` on a manual clock, against a channel that fails when told: the board is
/// posted once the API has answered, a failed post is tried again after a doubling wait, said
/// once in the log and on `/healthz`, and a channel that lost its board gets it again.
@Suite(.timeLimit(.minutes(2))) struct BoardPublishServiceTests {
    private let now = Date(timeIntervalSince1970: 1_768_438_800)

    /// A channel that refuses its first `failing` posts, and holds its message but when told it
    /// has lost it.
    private final class StubBoardChannel: BoardChannel {
        struct State {
            var failing: Int
            var posts: [String] = []
            /// Whether the channel has lost its message, until the next ask.
            var lost = false
        }

        let state: Mutex<State>
        let location = "http://127.0.0.1:1/publish/board"

        init(failing: Int) {
            state = Mutex(State(failing: failing))
        }

        func publish(_ body: ByteBuffer) async throws(PublishFailure) {
            let refused = state.withLock { state in
                guard state.failing == 0 else {
                    state.failing -= 1
                    return true
                }
                state.posts.append(String(buffer: body))
                return false
            }
            if refused { throw PublishFailure(message: "cannot reach \(location): connection refused") }
        }

        func heldMessages() async throws(PublishFailure) -> Int {
            state.withLock { state in
                defer { state.lost = false }
                return state.lost ? 0 : 1
            }
        }
    }

    /// The lines the service logs.
    private final class LoggedLines: Sendable {
        let lines = Mutex<[String]>([])
    }

    private func board(_ meeting: String) -> NextRacesSnapshot {
        NextRacesSnapshot(
            races: [RaceFactory.race("r1", meeting: meeting, startsIn: 600, from: now)], filter: .all,
            limit: 5,
            takenAt: now, updatedAt: now)
    }

    private func service(
        hub: BoardHub, channel: StubBoardChannel, clock: ManualClock, logged: LoggedLines
    ) -> (BoardPublishService, PublishStatus) {
        let status = PublishStatus(location: channel.location)
        let service = BoardPublishService(
            hub: hub, rendered: RenderedBoard(page: BoardPage(timeZone: .gmt)), channel: channel,
            status: status,
            clock: clock, now: { [now] in now }, log: { line in logged.lines.withLock { $0.append(line) } })
        return (service, status)
    }

    @Test func aFailedPostIsTriedAgainAfterADoublingWaitAndSaidOnceUntilOneGetsThrough() async throws {
        let (hub, clock, logged) = (BoardHub(), ManualClock(), LoggedLines())
        let channel = StubBoardChannel(failing: 2)
        let (publisher, status) = service(hub: hub, channel: channel, clock: clock, logged: logged)
        hub.publish(board("Sandown Park"))
        let task = Task { try await publisher.run() }

        await clock.waitForSleeper(until: clock.now.advanced(by: .seconds(1)))
        #expect(status.failure == "cannot reach \(channel.location): connection refused")
        await clock.expire(by: .seconds(1))
        await clock.waitForSleeper(until: clock.now.advanced(by: .seconds(2)))
        await clock.expire(by: .seconds(2))
        while channel.state.withLock({ $0.posts.isEmpty }) || status.failure != nil { await Task.yield() }
        task.cancel()
        _ = try? await task.value

        let expected = RaceJSONRecord.encode(board("Sandown Park").races, now: now, stars: .none)
        #expect(channel.state.withLock { $0.posts } == [expected], "the body /api/board answers, once")
        let lines = logged.lines.withLock { $0 }
        #expect(lines.count == 2, "\(lines)")
        #expect(lines.first?.hasPrefix("cannot publish the board: cannot reach ") == true)
        #expect(lines.last == "publishing the board to \(channel.location) works again")
    }

    @Test func aChannelThatLostItsBoardGetsItAgainAtTheKeepAliveAndNothingElseIsPostedTwice() async throws {
        let (hub, clock, logged) = (BoardHub(), ManualClock(), LoggedLines())
        let channel = StubBoardChannel(failing: 0)
        let (publisher, _) = service(hub: hub, channel: channel, clock: clock, logged: logged)
        let task = Task { try await publisher.run() }
        hub.publish(board("Sandown Park"))
        while channel.state.withLock({ $0.posts.count }) < 1 { await Task.yield() }

        hub.nudge()
        channel.state.withLock { $0.lost = true }
        hub.nudge()
        while channel.state.withLock({ $0.posts.count }) < 2 { await Task.yield() }
        hub.nudge()
        hub.publish(board("Albion Park"))
        while channel.state.withLock({ $0.posts.count }) < 3 { await Task.yield() }
        task.cancel()
        _ = try? await task.value

        let posts = channel.state.withLock { $0.posts }
        #expect(posts.count == 3)
        #expect(posts[0] == posts[1], "the board again, as the channel had lost it")
        #expect(posts[2].contains("Albion Park"))
        #expect(logged.lines.withLock { $0 }.isEmpty)
    }

    @Test(arguments: [(1, 1), (2, 2), (3, 4), (5, 16), (6, 30), (1_000, 30)])
    func theWaitAfterFailedPostsDoublesFromASecondToThirty(failures: Int, seconds: Int) {
        #expect(BoardPublishService.retryDelay(afterFailures: failures) == .seconds(seconds))
    }
}
