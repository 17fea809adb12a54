import DataLayer
import DomainLayer
import Foundation
import TestSupport
import Testing

@testable import NextToGoCLI
@testable import PresentationLayer

/// Every fault against the watch board, through real HTTP to the fault server, with the
/// schedule and the transport's timeout driven by a manual clock: the last good races stay and
/// keep dropping on time, the status line says what is wrong and when the retry is, the backoff
/// grows, and the first good response clears the stale mark. Nothing waits on the real clock, so
/// the faults run side by side.
@Suite(.timeLimit(.minutes(2))) struct WatchFaultMatrixTests {
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

    /// The faults that never finish a response: the transport's timeout ends them.
    private static let hanging: Set<Fault> = [.noAnswer, .trickledBody]

    /// How long a whole request may take, on the test's clock.
    private static let timeout = Duration.seconds(2)

    private let size = ScreenSize(columns: 100, rows: 30)

    @Test(arguments: faults)
    func theLastGoodRacesStayMarkedStaleUntilTheFeedRecovers(fault: Fault, label: String) async throws {
        let server = try FaultyFeedServer(leadTime: 30)
        defer { server.stop() }
        let clock = ManualClock(startDate: TestTime.start)
        let recorder = try board(for: server, on: clock)
        defer { recorder.stop() }
        let good = try await recorder.first(from: 0) { $0.updatedAt != nil }
        #expect(good.races.count == 5)
        #expect(!good.isStale)

        server.inject(fault)
        let hangs = Self.hanging.contains(fault)
        let stale = try await failedPoll(after: .seconds(300), hangs: hangs, server, clock, recorder)
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
        let retried = try await failedPoll(after: .seconds(retry), hangs: hangs, server, clock, recorder)
        #expect(server.requestCount == requestsBefore + 1)
        let nextRetry = try #require(retried.nextRetryAt).timeIntervalSince(clock.date)
        #expect(nextRetry == Double(max(retry, 10)), "the backoff grows")

        server.inject(.none)
        let seen = recorder.elements.count
        await clock.advance(by: .seconds(Int64(nextRetry)))
        let recovered = try await recorder.first(from: seen) { !$0.isStale }
        #expect(screen(recovered, at: clock.date).contains { $0.hasPrefix("updated ") })
    }

    @Test func aServerAskingToWaitForEverIsRetriedWithinTheHourAtAClockTimeTheStatusLineGives()
        async throws
    {
        let server = try FaultyFeedServer(leadTime: 30)
        defer { server.stop() }
        let clock = ManualClock(startDate: TestTime.start)
        let recorder = try board(for: server, on: clock)
        defer { recorder.stop() }
        let good = try await recorder.first(from: 0) { $0.updatedAt != nil }

        server.inject(.tooManyRequestsForEver)
        let stale = try await failedPoll(after: .seconds(300), hangs: false, server, clock, recorder)
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
        let seen = recorder.elements.count
        await clock.advance(by: .seconds(1))
        let recovered = try await recorder.first(from: seen) { !$0.isStale }
        #expect(server.requestCount > requestsBefore, "the board retries on its own")
        #expect(recovered.updatedAt == clock.date)
    }

    @Test func aRefusedConnectionNamesTheHostAndPortOnTheStatusLine() async throws {
        let server = try FaultyFeedServer(leadTime: 30)
        defer { server.stop() }
        let clock = ManualClock(startDate: TestTime.start)
        let recorder = try board(for: server, on: clock)
        defer { recorder.stop() }
        let good = try await recorder.first(from: 0) { $0.updatedAt != nil }

        server.stop()
        let stale = try await failedPoll(after: .seconds(300), hangs: false, server, clock, recorder)
        #expect(stale.isStale)
        #expect(
            screen(stale, at: clock.date).contains(
                "nothing listening at 127.0.0.1:\(server.baseURL.port ?? 0): showing races from "
                    + "\(hoursAndMinutes(good.updatedAt)), retrying in 5s"))
    }

    /// Moves `clock` on by `duration`, through the poll due then, and returns the board once that
    /// poll has failed. A fault that `hangs` fails when the transport's timeout passes on `clock`,
    /// moved on once the request has reached the server.
    private func failedPoll(
        after duration: Duration, hangs: Bool, _ server: FaultyFeedServer, _ clock: ManualClock,
        _ recorder: SnapshotRecorder<NextRacesSnapshot>
    ) async throws -> NextRacesSnapshot {
        let requests = server.requestCount
        let seen = recorder.elements.count
        await clock.advance(by: duration)
        if hangs {
            try await poll("the request to reach the server") { server.requestCount > requests ? () : nil }
            await clock.advance(by: Self.timeout)
        }
        let now = clock.date
        return try await recorder.first(from: seen) { ($0.nextRetryAt ?? .distantPast) > now }
    }

    /// The board's snapshots as it polls `server` through real HTTP, with its schedule and the
    /// whole-request timeout on `clock`.
    private func board(for server: FaultyFeedServer, on clock: ManualClock) throws -> SnapshotRecorder<
        NextRacesSnapshot
    > {
        let service = NedsRacesService(
            client: NedsClient(
                endpoint: try NedsEndpoint(apiRoot: server.baseURL.absoluteString),
                transport: LoopbackTransport.make(timeout: Self.timeout, clock: clock),
                userAgent: "nexttogo/test"))
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
