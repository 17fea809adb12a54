import DomainLayer
import Foundation
import SharedUtils
import Testing

@testable import PresentationLayer

/// `nexttogo meeting <name>`: the meeting's title and conditions, every race, its bets.
@Suite struct MeetingLayoutTests {
    private let now = MeetingSamples.now
    private let clock = ClockTimeFormatter(timeZone: MeetingSamples.utc)

    private var meeting: Meeting {
        MeetingSamples.meeting(
            "Ballarat", .harness, venue: Venue(name: "Ballarat", state: "VIC", country: "AUS"),
            track: "Good4",
            weather: "FINE",
            races: [
                MeetingSamples.race(
                    1, startsIn: -60, .final, placings: [[9], [2], [8]], name: "Maiden Pace"),
                MeetingSamples.race(
                    2, startsIn: -30, .final, placings: [[5], [7, 6], [4]], name: "Dead Heat Pace"),
                MeetingSamples.race(3, startsIn: -2, .closed, name: "Closed Pace"),
                MeetingSamples.race(4, startsIn: -1, .abandoned, name: "Wet Pace"),
                MeetingSamples.race(5, startsIn: 245.0 / 60, name: "Next Pace"),
                MeetingSamples.race(nil, startsIn: 60, .unknown, name: "Special"),
            ],
            compounds: [
                CompoundBet(name: "EarlyQuadrella", raceNumbers: [1, 2, 3, 4]),
                CompoundBet(name: "Quadrella", raceNumbers: [5, 6, 7, 8]),
            ])
    }

    private var view: MeetingViewModel {
        MeetingViewModel(meeting: meeting, racingDate: MeetingSamples.date, now: now, clock: clock)
    }

    @Test func theTitleNamesTheCategoryMeetingLocationDateAndConditions() {
        #expect(view.title == "Harness · Ballarat VIC")
        #expect(view.conditions == "2023-07-13 · Track Good 4 · Weather Fine")
    }

    @Test func aConditionTheAPIDoesNotGiveIsLeftOutAndAnUndatedMeetingTakesTheDay() {
        let bare = Meeting(
            id: "m", name: "Doomben", category: .horse, races: [MeetingSamples.race(1, startsIn: 5)])
        let view = MeetingViewModel(meeting: bare, racingDate: MeetingSamples.date, now: now, clock: clock)

        #expect(view.title == "Horse · Doomben")
        #expect(view.conditions == "2023-07-13")
        #expect(view.compounds.isEmpty)
    }

    @Test func eachRaceShowsItsCountdownBeforeTheJumpThenItsStatusAndPlacings() {
        let races = view.races

        #expect(races.map(\.numberText) == ["R1", "R2", "R3", "R4", "R5", "R–"])
        #expect(
            races.map(\.statusText) == ["Final", "Final", "Closed", "Abandoned", "in 4m 05s", "in 1h 00m"])
        #expect(races[0].placingsText == "1st 9  2nd 2  3rd 8")
        #expect(races[1].placingsText == "1st 5  2nd 7 6  4th 4")
        #expect(races[4].placingsText.isEmpty)
        #expect(races[4].startTimeText == "06:04")
        #expect(races.map(\.style) == [.run, .run, .run, .abandoned, .toRun(.soon), .toRun(.normal)])
    }

    @Test func theBetsFollowTheRacesByNameWithTheirRaceNumbers() {
        let lines = MeetingLayout.lines(for: view, width: nil)

        #expect(view.compounds == ["Early quadrella R1–R4", "Quadrella R5–R8"])
        #expect(lines.last?.text == "Bets: Early quadrella R1–R4 · Quadrella R5–R8")
        #expect(lines.map(\.style).prefix(4) == [.title, .note, .note, .header])
        #expect(lines[3].text.hasPrefix("Race  Name"))
        #expect(lines[3].text.hasSuffix("Placings"))
        #expect(lines.compactMap(\.id) == view.races.map(\.id))
        #expect(lines[4].id == view.races[0].id)
    }

    @Test func aMeetingWithNoResultsYetHasNoPlacingsColumn() {
        let fresh = MeetingSamples.meeting("Fresh", races: [MeetingSamples.race(1, startsIn: 10)])
        let lines = MeetingLayout.lines(
            for: MeetingViewModel(meeting: fresh, racingDate: MeetingSamples.date, now: now, clock: clock),
            width: nil)

        #expect(!lines[3].text.contains("Placings"))
        #expect(lines.count == 5)
    }

    @Test func raceNamesGiveWayFirst() {
        let natural = MeetingLayout.lines(for: view, width: nil)
        let width = (natural.dropFirst(3).map { DisplayWidth.columns(of: $0.text) }.max() ?? 0) - 4

        let lines = MeetingLayout.lines(for: view, width: width)

        #expect(lines.contains { $0.text.contains("Dead Heat…") })
        #expect(lines.contains { $0.text.contains("1st 5  2nd 7 6  4th 4") })
    }

    @Test(arguments: [160, 120, 80, 60, 40, 20, 5, 1])
    func everyLineFitsTheWidthInDisplayColumns(width: Int) {
        let lines = MeetingLayout.lines(for: view, width: width)

        #expect(lines.allSatisfy { DisplayWidth.columns(of: $0.text) <= width })
        #expect(lines.filter { $0.style != .note }.count == 2 + view.races.count)
    }
}
