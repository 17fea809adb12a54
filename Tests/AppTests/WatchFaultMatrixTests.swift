import DataLayer
import DomainLayer
import Foundation
import TestSupport
import Testing

@testable import NextToGoCLI
@testable import PresentationLayer

/// Every fault against the watch board, through real HTTP to the fault server, with the
/// schedule driven by a manual clock: the last good races stay and keep dropping on time, the
/// status line says what is wrong and when the retry is, the backoff grows, and the first good
/// response clears the stale mark.
@Suite(.serialized, .timeLimit(.minutes(2))) struct WatchFaultMatrixTests {
    typealias Fault = FaultyFeedServer.Fault

    private static let faults: [(Fault, String)] = [
        (.internalServerError, "server error (HTTP 500)"),
        (.serviceUnavailable, "server error (HTTP 503)"),
        (.notFound, "route gone (HTTP 404)"),
        (.tooManyRequests, "rate limited"),
        (.noAnswer, "no answer"),
        (.connectionReset, "connection dropped"),
        (.truncatedBody, "connection dropped"),
        (.randomBytes, "unreadable response"),
        (.htmlPage, "unreadable response"),
        (.emptyObject, "unreadable response"),
        (.wrongFieldTypes, "unreadable response"),
        (.oversizedBody, "response too large"),
        (.trickledBody, "no answer"),
        (.gzipBomb, "unreadable response"),
        (.redirectLoop, "too many redirects"),
        (.closedBeforeHeaders, "connection dropped"),
    ]

    private let size = ScreenSize(columns: 100, rows: 30)

    @Test(arguments: faults)
    func theLastGoodRacesStayMarkedStaleUntilTheFeedRecovers(fault: Fault, label: String) async throws {
        let server = try FaultyFeedServer(leadTime: 30)
        defer { server.stop() }
        let clock = ManualClock(startDate: Date())
        let recorder = try board(for: server, on: clock)
        defer { recorder.stop() }
        await clock.waitForSleepers()
        let good = try #require(recorder.last)
        #expect(good.races.count == 5)
        #expect(!good.isStale)

        server.inject(fault)
        await clock.advance(by: .seconds(300))
        let stale = try #require(recorder.last)
        let frame = screen(stale, at: clock.date)
        #expect(stale.isStale)
        #expect(stale.updatedAt == good.updatedAt)
        #expect(stale.races.allSatisfy { RaceBoard.isShown($0, at: clock.date) })
        #expect(
            stale.races.first?.id != good.races.first?.id, "the first race jumped and was dropped on time")
        let retry = fault == .tooManyRequests ? 30 : 5
        #expect(
            frame.contains(
                "\(label): showing races from \(hoursAndMinutes(good.updatedAt)), retrying in \(retry)s"))
        #expect(
            frame.filter { $0.contains(#/^(H|G|T|Horse|Greyhound|Harness)  +\S/#) }.count
                == stale.races.count)

        let requestsBefore = server.requestCount
        await clock.advance(by: .seconds(retry))
        #expect(server.requestCount == requestsBefore + 1)
        let nextRetry = try #require(recorder.last?.nextRetryAt).timeIntervalSince(clock.date)
        #expect(nextRetry == Double(max(retry, 10)), "the backoff grows")

        server.inject(.none)
        await clock.advance(by: .seconds(Int64(nextRetry)))
        let recovered = try #require(recorder.last)
        #expect(!recovered.isStale)
        #expect(screen(recovered, at: clock.date).contains { $0.hasPrefix("updated ") })
    }

    @Test func aServerAskingToWaitForEverIsRetriedWithinTheHourAtAClockTimeTheStatusLineGives()
        async throws
    {
        let server = try FaultyFeedServer(leadTime: 30)
        defer { server.stop() }
        let clock = ManualClock(startDate: Date())
        let recorder = try board(for: server, on: clock)
        defer { recorder.stop() }
        await clock.waitForSleepers()
        let good = try #require(recorder.last)

        server.inject(.tooManyRequestsForEver)
        await clock.advance(by: .seconds(300))
        let stale = try #require(recorder.last)
        let failedAt = try #require(stale.failure).self
        #expect(failedAt == .httpStatus(429, retryAfter: .delay(.seconds(3600))))
        let retryAt = try #require(stale.nextRetryAt)
        #expect(retryAt.timeIntervalSince(clock.date) == 3600, "the wait is held to an hour")
        #expect(
            screen(stale, at: clock.date).contains(
                "rate limited: showing races from \(hoursAndMinutes(good.updatedAt)), retrying at "
                    + hoursAndMinutes(retryAt)))

        let requestsBefore = server.requestCount
        server.inject(.none)
        await clock.advance(by: .seconds(3599))
        #expect(server.requestCount == requestsBefore)
        #expect(
            screen(try #require(recorder.last), at: clock.date).contains {
                $0.hasSuffix("retrying in 1s")
            })
        await clock.advance(by: .seconds(1))
        #expect(server.requestCount > requestsBefore, "the board retries on its own")
        #expect(recorder.last?.isStale == false)
    }

    @Test func aRefusedConnectionNamesTheHostAndPortOnTheStatusLine() async throws {
        let server = try FaultyFeedServer(leadTime: 30)
        defer { server.stop() }
        let clock = ManualClock(startDate: Date())
        let recorder = try board(for: server, on: clock)
        defer { recorder.stop() }
        await clock.waitForSleepers()
        let good = try #require(recorder.last)

        server.stop()
        await clock.advance(by: .seconds(300))

        let stale = try #require(recorder.last)
        #expect(stale.isStale)
        #expect(
            screen(stale, at: clock.date).contains(
                "nothing listening at 127.0.0.1:\(server.baseURL.port ?? 0): showing races from "
                    + "\(hoursAndMinutes(good.updatedAt)), retrying in 5s"))
    }

    /// The board's snapshots as it polls `server` through real HTTP, on `clock`; the whole-request
    /// timeout runs on the real clock, as it does in the App.
    private func board(for server: FaultyFeedServer, on clock: ManualClock) throws -> SnapshotRecorder<
        NextRacesSnapshot
    > {
        let service = NedsRacesService(
            client: NedsClient(
                endpoint: try NedsEndpoint(apiRoot: server.baseURL.absoluteString),
                transport: LoopbackTransport.make(timeout: .seconds(2)), userAgent: "nexttogo/test"))
        let interactor = PollingNextRacesInteractor(
            repository: RacesServiceRepository(service: service), clock: clock,
            dates: clock.dates)
        return SnapshotRecorder(interactor.snapshots(for: .all, stars: .none, layout: .flat, limit: 5))
    }

    /// The watch screen for `snapshot` at `now`.
    private func screen(_ snapshot: NextRacesSnapshot, at now: Date) -> [String] {
        let presenter = BoardPresenter(timeZone: TimeZone(identifier: "UTC")!)
        return WatchScreenLayout(usesColor: false).frame(
            for: presenter.screenState(for: snapshot, at: now),
            chrome: .init(racesDescription: "races", clockText: "", isRefreshing: false), size: size, limit: 5
        )
        .map(\.text)
    }

    private func hoursAndMinutes(_ date: Date?) -> String {
        ClockTimeFormatter(timeZone: TimeZone(identifier: "UTC")!).hoursAndMinutes(date ?? .distantPast)
    }
}
