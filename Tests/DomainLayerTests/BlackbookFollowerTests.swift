import Foundation
import SharedUtils
import Synchronization
import TestSupport
import Testing

@testable import DomainLayer

/// The watch screen's follower of the blackbook: the day's races, then each card when the budget
/// says, on a manual clock.
@Suite(.timeLimit(.minutes(1))) struct BlackbookFollowerTests {
    private let clock = ManualClock(startDate: Date(timeIntervalSince1970: 1_779_494_400))

    /// A day of one race, 25 minutes after the clock's start (the factory's first race is a minute
    /// after the moment it is given).
    private func day(on date: CalendarDate) -> RacingDay {
        RacingDayFactory.day(meetings: 1, on: date, from: clock.date.addingTimeInterval(24 * 60))
    }

    private func card(_ raceID: String) -> RaceCard {
        RaceCard(
            race: RaceFactory.race(raceID, startsIn: 26 * 60, from: clock.date), status: .open,
            runners: [
                Runner(number: 1, name: "Winx", rider: "Hugh Bowman"),
                Runner(number: 2, name: "Other", rider: "J McDonald"),
            ])
    }

    @Test func readsTheDayThenEachCardInTheHourBeforeAndTenMinutesBeforeAndMarksTheFollowed() async {
        let meetings = StubMeetingsRepository { date throws(FetchFailure) in day(on: date) }
        let cards = StubRaceCardRepository { raceID throws(RaceCardFetchError) in card(raceID) }
        let received = Mutex<[FollowedRaces]>([])
        let sightings = Mutex<[BlackbookSighting]>([])
        let follower = BlackbookFollower(
            blackbook: Blackbook([FollowedName(.jockey, "James McDonald")]), meetings: meetings, cards: cards,
            categories: .all, countries: .all, timeZone: .gmt, clock: clock, dates: clock.dates)
        let task = Task {
            await follower.run { reading in
                received.withLock { $0.append(reading.followed) }
                sightings.withLock { $0 += reading.sightings }
            }
        }
        defer { task.cancel() }

        await clock.waitForSleepers()
        #expect(cards.requestedIDs == ["m0r1"], "the race is 25 minutes away: its first look")
        let first = received.withLock { $0 }
        #expect(first.count == 1)
        #expect(first.first?.contains(raceID: "m0r1") == true)
        #expect(first.first?.kinds(raceID: "m0r1", runnerNumber: 2) == [.jockey])
        #expect(first.first?.kinds(raceID: "m0r1", runnerNumber: 1) == [])
        #expect(sightings.withLock { $0 }.map(\.runner.name) == ["Other"])

        await clock.advance(by: .seconds(14 * 60))
        #expect(cards.requestedIDs == ["m0r1"], "11 minutes away: nothing new")
        await clock.advance(by: .seconds(60))
        #expect(cards.requestedIDs == ["m0r1", "m0r1"], "10 minutes away: the last look")
        #expect(meetings.requestedDates.count == 1, "the day is read every half hour")
    }

    @Test func anEmptyBlackbookFetchesNothing() async {
        let meetings = StubMeetingsRepository { date throws(FetchFailure) in day(on: date) }
        let cards = StubRaceCardRepository { raceID throws(RaceCardFetchError) in card(raceID) }
        let follower = BlackbookFollower(
            blackbook: .none, meetings: meetings, cards: cards, categories: .all, countries: .all,
            timeZone: .gmt, clock: clock, dates: clock.dates)

        await follower.run { _ in Issue.record("nothing is followed") }

        #expect(meetings.requestedDates.isEmpty)
        #expect(cards.requestedIDs.isEmpty)
    }
}
