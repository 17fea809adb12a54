import Foundation
import TestSupport
import Testing

@testable import DomainLayer

@Suite struct JumpAlertRuleTests {
    private let start = Date(timeIntervalSince1970: 1_768_438_800)

    /// A race starting `startsIn` seconds after the first moment of each test.
    private func race(
        _ id: String, startsIn: TimeInterval, meeting: String = "Flemington"
    ) -> Race {
        RaceFactory.race(id, meeting: meeting, startsIn: startsIn, from: start)
    }

    /// The moment `seconds` after the first one.
    private func at(_ seconds: TimeInterval) -> Date {
        start.addingTimeInterval(seconds)
    }

    @Test func aRaceAlertsTheFirstMomentItIsWithinTheLeadOfItsStart() {
        var rule = JumpAlertRule(lead: .seconds(120))
        let board = [race("a", startsIn: 122)]

        #expect(rule.alerts(amongShown: board, at: at(0)) == [])
        #expect(rule.alerts(amongShown: board, at: at(1)) == [])
        #expect(rule.alerts(amongShown: board, at: at(2)).map(\.id) == ["a"])
    }

    @Test func aRaceAlertsOnlyOnce() {
        var rule = JumpAlertRule(lead: .seconds(120))
        let board = [race("a", startsIn: 121)]

        _ = rule.alerts(amongShown: board, at: at(0))
        #expect(rule.alerts(amongShown: board, at: at(1)).map(\.id) == ["a"])
        for second in 2...125 {
            #expect(rule.alerts(amongShown: board, at: at(TimeInterval(second))) == [])
        }
    }

    @Test(arguments: [120.0, 119.5, 60, 1, 0, -30])
    func aRaceAlreadyWithinTheLeadWhenItFirstAppearsNeverAlerts(startsIn: TimeInterval) {
        var rule = JumpAlertRule(lead: .seconds(120))
        let board = [race("a", startsIn: startsIn)]

        for second in 0...90 {
            #expect(rule.alerts(amongShown: board, at: at(TimeInterval(second))) == [])
        }
    }

    @Test func aRaceThatJumpedBeforeItWasSeenAgainDoesNotAlert() {
        var rule = JumpAlertRule(lead: .seconds(120))
        let board = [race("a", startsIn: 130)]

        _ = rule.alerts(amongShown: board, at: at(0))
        #expect(rule.alerts(amongShown: board, at: at(130)) == [], "a late alert is no use")
        #expect(rule.alerts(amongShown: board, at: at(131)) == [])
    }

    @Test func aRaceSkippedPastTheLeadBetweenTwoMomentsStillAlertsOnce() {
        var rule = JumpAlertRule(lead: .seconds(120))
        let board = [race("a", startsIn: 200)]

        _ = rule.alerts(amongShown: board, at: at(0))
        #expect(rule.alerts(amongShown: board, at: at(150)).map(\.id) == ["a"])
        #expect(rule.alerts(amongShown: board, at: at(151)) == [])
    }

    @Test func racesCrossingTogetherAlertTogetherInTheBoardsOrder() {
        var rule = JumpAlertRule(lead: .seconds(60))
        let board = [
            race("a", startsIn: 61), race("b", startsIn: 61, meeting: "Randwick"), race("c", startsIn: 300),
        ]

        _ = rule.alerts(amongShown: board, at: at(0))
        #expect(rule.alerts(amongShown: board, at: at(1)).map(\.id) == ["a", "b"])
    }

    @Test func withTheStarredScopeOnlyStarredMeetingsAlert() {
        var rule = JumpAlertRule(lead: .seconds(60), scope: .starred(StarredMeetings(["happy valley"])))
        let board = [race("a", startsIn: 61), race("b", startsIn: 61, meeting: "Happy  Valley")]

        _ = rule.alerts(amongShown: board, at: at(0))
        #expect(rule.alerts(amongShown: board, at: at(1)).map(\.id) == ["b"])
    }

    @Test func aMeetingStarredWhileWatchingAlertsFromThenOnAndAnUnstarredOneNoLonger() {
        var rule = JumpAlertRule(lead: .seconds(60), scope: .starred(StarredMeetings(["Flemington"])))
        let board = [race("a", startsIn: 62), race("b", startsIn: 62, meeting: "Randwick")]
        _ = rule.alerts(amongShown: board, at: at(0))

        rule.followStarredMeetings(StarredMeetings(["Randwick"]))
        _ = rule.alerts(amongShown: board, at: at(1))

        #expect(rule.alerts(amongShown: board, at: at(2)).map(\.id) == ["b"])
    }

    @Test func aRuleForEveryRaceIgnoresTheStars() {
        var rule = JumpAlertRule(lead: .seconds(60))
        rule.followStarredMeetings(StarredMeetings(["Randwick"]))
        #expect(rule.scope == .allRaces)
    }

    @Test func aRaceThatLeftTheBoardIsForgotten() {
        var rule = JumpAlertRule(lead: .seconds(60))
        let a = race("a", startsIn: 100)
        let b = race("b", startsIn: 200)

        _ = rule.alerts(amongShown: [a, b], at: at(0))
        _ = rule.alerts(amongShown: [b], at: at(1))
        #expect(
            rule.alerts(amongShown: [a, b], at: at(40)) == [],
            "back on the board within the lead, it is new and too close to alert")
    }

    @Test func aDayOfBoardsAlertsEachRaceOnceAtItsLead() {
        var rule = JumpAlertRule(lead: .seconds(120))
        var alerted: [String] = []
        // A race every minute for a day, each on the board from ten minutes before its start
        // until a minute after it; the board is looked at every five seconds.
        for second in stride(from: 0, to: 86_400, by: 5) {
            let now = at(TimeInterval(second))
            let board = ((second / 60 - 1)...(second / 60 + 9))
                .map { minute in race("r\(minute)", startsIn: TimeInterval(minute * 60)) }
                .filter { RaceBoard.isShown($0, at: now) }
            alerted += rule.alerts(amongShown: board, at: now).map(\.id)
        }
        // The races starting at minutes 0, 1 and 2 are within the lead when the watch begins;
        // the last to alert starts at minute 1441, two minutes before the day ends.
        #expect(alerted == (3...1_441).map { "r\($0)" })
    }
}
