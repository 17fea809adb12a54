import DomainLayer
import Foundation
import SharedUtils
import TestSupport
import Testing

@testable import PresentationLayer

/// A race, meeting or runner a followed name runs in is marked on the board, the racing day and
/// the card.
@Suite struct FollowMarkTests {
    private let now = Date(timeIntervalSince1970: 1_768_438_800)
    private let utc = TimeZone(identifier: "UTC")!

    private var card: RaceCard {
        RaceCard(
            race: RaceFactory.race("a", meeting: "Flemington", number: 4, startsIn: 300, from: now),
            status: .open,
            runners: [
                Runner(number: 1, name: "Winx", trainer: "Chris Waller"), Runner(number: 2, name: "Other"),
            ])
    }

    private var followed: FollowedRaces {
        FollowedRaces(
            sightings: BlackbookSighting.find(
                in: [card], following: Blackbook([FollowedName(.runner, "winx")])))
    }

    @Test func theWatchBoardMarksAFollowedRaceOnceItsCardIsRead() throws {
        var model = WatchViewModel(
            settings: .init(filter: .all, limit: 5, timeZone: utc), size: ScreenSize(columns: 80, rows: 24),
            now: now)
        _ = model.handle(
            .snapshot(
                NextRacesSnapshot(
                    races: [
                        card.race,
                        RaceFactory.race("b", meeting: "Randwick", number: 2, startsIn: 600, from: now),
                    ],
                    filter: .all, limit: 5, takenAt: now, updatedAt: now)), at: now)
        guard case .ready(let before) = model.screen.state else { throw Mark.notReady }
        #expect(before.rows.map(\.isFollowed) == [false, false])

        _ = model.handle(.followedRaces(followed), at: now)

        guard case .ready(let after) = model.screen.state else { throw Mark.notReady }
        #expect(after.rows.map(\.isFollowed) == [true, false])
        let lines = RaceTableLayout.lines(for: after.rows, width: 80).map(\.text)
        #expect(lines[1].contains("R4 +"), "\(lines)")
        #expect(!lines[2].contains("+"))
    }

    @Test func theRacingDayMarksTheMeetingAndTheRace() throws {
        let race = MeetingRace(
            id: "a", number: 4, name: "", advertisedStart: now.addingTimeInterval(300), status: .open)
        let meeting = Meeting(id: "m", name: "Flemington", category: .horse, races: [race])
        let clock = ClockTimeFormatter(timeZone: utc)

        let row = MeetingRowViewModel(meeting: meeting, now: now, clock: clock, isFollowed: true)
        let view = MeetingViewModel(
            meeting: meeting, racingDate: CalendarDateFixture.day, now: now, clock: clock, followed: followed)

        #expect(row.meetingName == "Flemington +")
        #expect(view.races.map(\.numberText) == ["R4 +"])
    }

    @Test func aCardMarksTheRunnerTheBlackbookFollows() {
        let viewModel = RaceCardViewModel(
            card: card, now: now, timeZone: utc, blackbook: Blackbook([FollowedName(.trainer, "C Waller")]))

        #expect(viewModel.rows.map(\.name) == ["Winx +", "Other"])
    }

    private enum Mark: Error { case notReady }
}

/// A date for a racing day's view.
private enum CalendarDateFixture {
    static let day = CalendarDate(year: 2026, month: 1, day: 15)!
}
