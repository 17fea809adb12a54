import DataLayer
import DomainLayer
import Foundation
import TestSupport
import Testing

@testable import NextToGoCLI

/// The demo's price move, in-process on a manual clock that never moves: `alerts --demo` and a
/// demo watch with a channel each send a price-move alert at once, at the test run's hour, with
/// no network but the channel's (a stub that keeps what is posted).
@Suite(.timeLimit(.minutes(1))) struct PriceMoveAlertsCommandTests {
    /// An environment on a manual clock at the test run's time, posting to `hook`, its config
    /// file in `home`.
    private func environment(home: TemporaryDirectory, hook: StubTransport) -> CommandEnvironment<ManualClock>
    {
        let clock = ManualClock(startDate: TestTime.start)
        return CommandEnvironment(
            variables: ProgramRunner.environment(["XDG_CONFIG_HOME": home.url.path]), clock: clock,
            wallClock: clock.dates, transport: { _ in StubTransport.refusing() }, poster: { _ in hook },
            output: CollectedOutput(), terminal: .none)
    }

    private static func hook() -> StubTransport {
        StubTransport { _ in HTTPResponse(status: 204) }
    }

    /// Runs `service` until delivery reports a price move sent; that alert.
    private func firstPriceMove(of service: AlertsService<ManualClock>) async throws -> Alert {
        let (events, sink) = AsyncStream.makeStream(of: AlertDeliveryEvent.self)
        let task = Task { await service.run { sink.yield($0) } }
        defer { task.cancel() }
        for await event in events {
            if case .sent(let alert, _) = event, alert.kind == .priceMove { return alert }
        }
        throw CancellationError()
    }

    @Test func alertsOnTheDemoSendsAPriceMoveAtOnceAtAnyHour() async throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        let hook = Self.hook()
        let environment = environment(home: home, hook: hook)
        let command = try AlertsCommand.parse(["--demo", "--webhook", "http://127.0.0.1:9/hook"])
        let (service, _) = try command.alertsService(in: environment)

        let alert = try await firstPriceMove(of: service)

        #expect(alert.raisedAt == TestTime.start, "raised as it started, the clock not moved")
        #expect(alert.message.contains("Replayed by the demo"))
        #expect(
            ["Community Art", "American Hammer Nz", "Karuma Kev"].contains { alert.title.hasPrefix($0) },
            "a runner the demo follows on the recorded harness card: \(alert.title)")
        let bodies = hook.postedBodies.map { String(decoding: $0, as: UTF8.self) }
        #expect(bodies.contains { $0.contains(#""kind":"price_move""#) && $0.contains(alert.id) })
    }

    @Test func aDemoWatchWithAChannelSendsItToo() async throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        let environment = environment(home: home, hook: Self.hook())
        let command = try ShowRacesCommand.parse([
            "--demo", "--watch", "--webhook", "http://127.0.0.1:9/hook",
        ])
        let source = try RacingSource(
            feed: command.feed, pace: .running, configBrand: nil, environment: environment)
        let service = try command.watchAlerts(
            blackbook: .demo, config: .empty, source: source,
            settings: BoardSettings(filterFlag: nil, countFlag: nil, countryFlag: nil, config: .empty),
            zone: .gmt,
            environment: environment)

        let alert = try await firstPriceMove(of: service)

        #expect(alert.kind == .priceMove)
        #expect(alert.raisedAt == TestTime.start)
    }

    @Test(arguments: [
        (
            ["alerts", "--webhook", "http://h.example/x", "--move-percent", "4"],
            "--move-percent needs a whole percent from 5 to 500"
        ),
        (["alerts", "--webhook", "http://h.example/x", "--move-percent", "twenty"], "--move-percent needs"),
        (
            ["alerts", "--webhook", "http://h.example/x", "--move-window", "4h"],
            "--move-window needs a duration from 1m to 3h"
        ),
        (["alerts", "--webhook", "http://h.example/x", "--watch-race", ""], "--watch-race needs a race id"),
    ])
    func aThresholdOutOfRangeIsAUsageErrorOfOneLine(arguments: [String], words: String) async throws {
        let result = try await CommandRunner.run(arguments)

        #expect(result.status == 64)
        #expect(result.stderr.contains(words), "\(result.stderr)")
    }

    @Test func theFlagsSetTheThresholdOverTheConfigFiles() throws {
        let command = try AlertsCommand.parse(["--move-percent", "30%", "--webhook", "http://h.example/x"])
        let config = PriceMoveSettings(percent: 10, window: .seconds(600))

        #expect(
            command.priceMoves.threshold(config: config)
                == PriceMoveThreshold(percent: 30, window: .seconds(600)))
    }
}
