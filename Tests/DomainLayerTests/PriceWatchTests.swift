import DomainLayer
import Foundation
import TestSupport
import Testing

/// Price-move alerts: a watched price past the threshold within the window alerts once per move.
@Suite struct PriceWatchTests {
    private let start = Date(timeIntervalSince1970: 1_768_438_800)
    private let followed = PriceWatchScope(blackbook: Blackbook([FollowedName(.runner, "Winx")]))

    private func card(
        _ winx: Double?, other: Double = 8, scratched: Bool = false, meeting: String = "Flemington"
    )
        -> RaceCard
    {
        RaceCard(
            race: RaceFactory.race("r1", meeting: meeting, number: 4, startsIn: 3600, from: start),
            status: .open,
            runners: [
                Runner(number: 1, name: "Winx", isScratched: scratched, winPrice: winx),
                Runner(number: 2, name: "Other", winPrice: other),
            ])
    }

    private func minutes(_ minutes: Double) -> Date { start.addingTimeInterval(minutes * 60) }

    /// Records each (minute, price) of the followed runner in turn; the moves raised at each.
    private func moves(
        _ prices: [(Double, Double)], threshold: PriceMoveThreshold = .standard, scope: PriceWatchScope? = nil
    ) -> [[PriceMoveSighting]] {
        var watch = PriceWatch(threshold: threshold)
        return prices.map { minute, price in
            watch.record(card(price), at: minutes(minute), scope: scope ?? followed)
        }
    }

    @Test func aFollowedPriceFirmingByTheShareWithinTheWindowAlertsOnceAndTheFirstCardNever() throws {
        let raised = moves([(0, 5), (5, 5), (10, 4), (15, 4), (20, 4)])

        #expect(raised.map(\.count) == [0, 0, 1, 0, 0], "one alert per move, not per card")
        let move = try #require(raised[2].first)
        #expect(move.runner.name == "Winx")
        #expect(move.move.direction == .firming)
        #expect(move.move.prices == [5, 4])
        #expect(move.since == minutes(0))
        guard case .followed(let hits) = move.reason else {
            Issue.record("followed, not \(move.reason)")
            return
        }
        #expect(hits.map(\.followed) == [FollowedName(.runner, "Winx")])
    }

    @Test func aPriceBouncingAroundTheThresholdAlertsOnceAndAgainOnlyPastItFromTheAlertedPrice() {
        let raised = moves([(0, 5), (2, 4), (4, 4.1), (6, 3.95), (8, 4.05), (10, 4), (12, 3.2)])

        #expect(raised.map(\.count) == [0, 1, 0, 0, 0, 0, 1])
        #expect(
            raised[6].first?.move.prices == [4, 4.1, 3.95, 4.05, 4, 3.2], "judged from the price alerted")
    }

    @Test(arguments: [(19.0, false), (20.0, true), (25.0, true)])
    func aDriftIsJudgedAsAFirmIsToTheHundredthOfAPerCent(percent: Double, alerts: Bool) {
        let raised = moves([(0, 10), (3, 10 * (1 + percent / 100))])

        #expect(raised[1].count == (alerts ? 1 : 0))
        #expect(raised[1].allSatisfy { $0.move.direction == .drifting })
    }

    @Test func aMoveSlowerThanTheWindowDoesNotAlertButOneWithinItDoes() {
        let slow = moves([(0, 5), (31, 4.5), (62, 4.05)])
        let quick = moves([(0, 5), (20, 4.5), (29, 4)])

        #expect(slow.map(\.count) == [0, 0, 0], "each step is 10% within its half hour")
        #expect(quick.map(\.count) == [0, 0, 1], "20% within the half hour, from the price it stood at")
    }

    @Test func theThresholdAndWindowAreThoseGiven() throws {
        let threshold = try #require(PriceMoveThreshold(percent: 10, window: .seconds(5 * 60)))

        #expect(moves([(0, 5), (3, 4.5)], threshold: threshold).map(\.count) == [0, 1])
        #expect(
            moves([(0, 5), (4, 4.8), (9, 4.5)], threshold: threshold).map(\.count) == [0, 0, 0],
            "6% since the price at the window's start")
    }

    @Test func anUnwatchedRunnerAScratchedOneAndOneWithoutAPriceNeverAlert() {
        var watch = PriceWatch()
        _ = watch.record(card(5, other: 8), at: minutes(0), scope: followed)

        #expect(
            watch.record(card(5, other: 20), at: minutes(1), scope: followed).isEmpty, "Other is not followed"
        )
        #expect(watch.record(card(nil), at: minutes(2), scope: followed).isEmpty)
        #expect(watch.record(card(2, scratched: true), at: minutes(3), scope: followed).isEmpty)
    }

    @Test func aStarredMeetingsOrAChosenRacesEveryRunnerIsWatched() {
        let starred = PriceWatchScope(blackbook: .none, stars: StarredMeetings(["Flemington"]))
        let chosen = PriceWatchScope(blackbook: .none, raceIDs: ["r1"])
        for scope in [starred, chosen] {
            var watch = PriceWatch()
            _ = watch.record(card(5, other: 8), at: minutes(0), scope: scope)
            let raised = watch.record(card(5, other: 12), at: minutes(1), scope: scope)
            #expect(raised.map(\.runner.name) == ["Other"])
        }
        #expect(starred.reason(for: card(5).runners[1], on: card(5)) == .starredMeeting("Flemington"))
        #expect(chosen.reason(for: card(5).runners[1], on: card(5)) == .chosenRace)
        #expect(PriceWatchScope(blackbook: .none).isEmpty)
    }

    @Test func theAlertNamesTheMoveItsSizeTheCardsMoveAndWhyOnceForTheSameMove() throws {
        let raised = moves([(0, 5), (10, 4)])
        let alerts = PriceMoveAlerts.alerts(for: raised[1], time: { _ in "10:00" }, at: minutes(10))

        let alert = try #require(alerts.first)
        #expect(alert.id == "price_move:r1:1:500-400")
        #expect(alert.kind == .priceMove)
        #expect(alert.title == "Winx firmed 20% in Flemington R4")
        #expect(
            alert.message
                == "1 Winx firmed 20% in 10 min, from $5.00 to $4.00 (-20% while watched); Flemington R4 starts "
                + "at 10:00. Followed: runner Winx.")
        #expect(alert.priority == .high)
        #expect(alert.tags == ["horse", "firming"])
    }

    @Test(arguments: [
        ("20", 20), ("20%", 20), ("5", 5), ("500%", 500), ("4", nil), ("501", nil), ("x", nil), ("-20", nil),
    ])
    func aShareIsAWholePercentInItsRange(text: String, percent: Int?) {
        #expect(PriceMoveThreshold.percent(from: text) == percent)
    }

    @Test(arguments: [("30m", 1800), ("1m", 60), ("3h", 10_800), ("59s", nil), ("3h1s", nil), ("soon", nil)])
    func aWindowIsADurationInItsRange(text: String, seconds: Int64?) {
        #expect(PriceMoveThreshold.window(from: text) == seconds.map { .seconds($0) })
    }

    @Test func theConfigFilesPriceMovesSetTheThresholdUnderTheFlags() throws {
        let config = try SavedConfig(data: Data(#"{"price_moves": {"percent": 35, "window": "10m"}}"#.utf8))

        #expect(config.priceMoves == PriceMoveSettings(percent: 35, window: .seconds(600)))
        #expect(
            PriceMoveSettings().threshold(over: config.priceMoves)
                == PriceMoveThreshold(percent: 35, window: .seconds(600)))
        #expect(PriceMoveSettings(percent: 25).threshold(over: config.priceMoves).percent == 25)
        #expect(PriceMoveSettings().threshold(over: PriceMoveSettings()) == .standard)
        for bad in [
            #"{"price_moves": {"percent": 2}}"#, #"{"price_moves": {"window": "5h"}}"#,
            #"{"price_moves": 20}"#,
            #"{"price_moves": {"share": 20}}"#,
        ] {
            #expect(throws: SavedConfig.Problem.self) { try SavedConfig(data: Data(bad.utf8)) }
        }
    }
}
