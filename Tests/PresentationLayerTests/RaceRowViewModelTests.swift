import DomainLayer
import Foundation
import PresentationLayer
import TestSupport
import Testing

@Suite struct RaceRowViewModelTests {
    private let now = Date(timeIntervalSince1970: 1_768_438_800)
    private let clock = ClockTimeFormatter(timeZone: TimeZone(identifier: "Australia/Melbourne")!)

    @Test func describesARaceForReadingAndForAScreenReader() {
        let race = RaceFactory.race(
            "g6", .greyhound, meeting: "Shepparton", number: 6, startsIn: 245, from: now)
        let row = RaceRowViewModel(race: race, now: now, clock: clock)

        #expect(row.id == "g6")
        #expect(row.categoryName == "Greyhound")
        #expect(row.categorySymbol == "G")
        #expect(row.meetingName == "Shepparton")
        #expect(row.raceNumberText == "R6")
        #expect(row.countdownText == "4m 05s")
        #expect(row.startTimeText == "12:04")
        #expect(row.urgency == .soon)
    }

    @Test(arguments: [
        (600.0, RaceUrgency.normal), (300.0, .normal), (299.0, .soon), (0.5, .soon), (0.0, .jumped),
        (-12.0, .jumped),
    ])
    func urgencyFollowsTheTimeToTheStart(startsIn: TimeInterval, urgency: RaceUrgency) {
        let race = RaceFactory.race("a", startsIn: startsIn, from: now)
        #expect(RaceRowViewModel(race: race, now: now, clock: clock).urgency == urgency)
    }

    @Test(arguments: [(4.2, 5), (0.4, 1), (0.0, 0), (-0.5, 0), (-12.0, -12)])
    func theCountdownReachesZeroAtTheStart(startsIn: TimeInterval, seconds: Int) {
        let race = RaceFactory.race("a", startsIn: startsIn, from: now)
        #expect(RaceRowViewModel.secondsToStart(race, now: now) == seconds)
    }

    @Test func symbolsMatchTheKeysPeoplePress() {
        #expect(RaceCategory.allCases.map(\.symbol) == ["H", "G", "T"])
    }

    @Test(arguments: [
        (1e20, Int.max), (9.3e18, Int.max), (1e308, Int.max), (-1e20, Int.min), (-1e308, Int.min),
    ])
    func aStartBeyondAnyIntOfSecondsHoldsTheCountdownAtTheEdgeInsteadOfTrapping(
        startsIn: TimeInterval, seconds: Int
    ) {
        let race = RaceFactory.race("a", startsIn: startsIn, from: now)
        #expect(RaceRowViewModel.secondsToStart(race, now: now) == seconds)
        let row = RaceRowViewModel(race: race, now: now, clock: clock)
        #expect(row.urgency == (seconds > 0 ? .normal : .jumped))
        #expect(RaceJSONRecord(race: race, now: now).secondsToStart == seconds)
    }
}
