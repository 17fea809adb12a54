import DomainLayer
import Foundation
import TestSupport
import Testing

@testable import PresentationLayer

@Suite struct JumpAlertsTests {
    private let start = Date(timeIntervalSince1970: 1_768_438_800)

    private func at(_ seconds: TimeInterval) -> Date {
        start.addingTimeInterval(seconds)
    }

    @Test func theBannerNamesTheRaceWithItsCountdownForThirtySeconds() {
        var alerts = JumpAlerts(rule: JumpAlertRule(lead: .seconds(120)))
        let board = [RaceFactory.race("a", meeting: "Flemington", number: 4, startsIn: 121, from: start)]

        #expect(alerts.update(board: board, at: at(0)) == [])
        #expect(alerts.banner(at: at(0)) == nil)
        #expect(alerts.update(board: board, at: at(1)) == board)
        #expect(alerts.banner(at: at(1)) == "Jump alert: Flemington R4 in 2m 00s")
        #expect(alerts.update(board: board, at: at(2)) == [])
        #expect(alerts.banner(at: at(2)) == "Jump alert: Flemington R4 in 1m 59s")
        #expect(alerts.banner(at: at(30.9)) != nil)
        #expect(alerts.banner(at: at(31)) == nil)
    }

    @Test func theBannerGoesWhenTheRaceJumps() {
        var alerts = JumpAlerts(rule: JumpAlertRule(lead: .seconds(20)))
        let board = [RaceFactory.race("a", meeting: "Flemington", number: 4, startsIn: 21, from: start)]

        _ = alerts.update(board: board, at: at(0))
        _ = alerts.update(board: board, at: at(1))
        #expect(alerts.banner(at: at(20.5)) == "Jump alert: Flemington R4 in 1s")
        #expect(alerts.banner(at: at(21)) == nil)
    }

    @Test func racesAlertingTogetherShareTheBannerInStartOrder() {
        var alerts = JumpAlerts(rule: JumpAlertRule(lead: .seconds(60)))
        let later = RaceFactory.race("b", meeting: "Randwick", number: 2, startsIn: 70, from: start)
        let sooner = RaceFactory.race("a", meeting: "Flemington", number: 4, startsIn: 61, from: start)

        _ = alerts.update(board: [sooner, later], at: at(0))
        _ = alerts.update(board: [sooner, later], at: at(1))
        _ = alerts.update(board: [sooner, later], at: at(10))
        #expect(alerts.banner(at: at(10)) == "Jump alert: Flemington R4 in 51s · Randwick R2 in 1m 00s")
    }

    @Test func thePlainLogGetsOneTimestampedLine() {
        let race = RaceFactory.race("a", meeting: "Flemington", number: 4, startsIn: 120, from: start)
        #expect(
            JumpAlertText.logLine(for: [race], at: start, clockText: "01:00:00")
                == "== 01:00:00 · Jump alert: Flemington R4 in 2m 00s\n")
    }
}
