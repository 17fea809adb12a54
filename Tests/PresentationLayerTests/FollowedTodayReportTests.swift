import DomainLayer
import Foundation
import SharedUtils
import TestSupport
import Testing

@testable import PresentationLayer

/// What `followed --today` says of the runners it found, and on stderr of what it could not.
@Suite struct FollowedTodayReportTests {
    private let now = Date(timeIntervalSince1970: 1_768_438_800)

    private func card(_ id: String, rider: String, number: Int = 1) -> RaceCard {
        RaceCard(
            race: RaceFactory.race(id, meeting: "Flemington", number: number, startsIn: 600, from: now),
            status: .open,
            runners: [
                Runner(
                    number: 3, name: "Winx", barrier: 7, rider: rider, trainer: "Chris Waller", winPrice: 2.5)
            ])
    }

    private func report(_ cards: [RaceCard], unchecked: Int = 0, failed: Int = 0) -> CommandReport {
        let blackbook = Blackbook([FollowedName(.jockey, "J McDonald")])
        return FollowedTodayReport(style: OutputStyle(dates: DateSource { now }), timeZone: .gmt).report(
            .init(
                sightings: BlackbookSighting.find(in: cards, following: blackbook), checked: cards.count,
                unchecked: unchecked, failed: failed, followedCount: 1, isRecorded: false))
    }

    @Test func eachRunnerIsOneLineWithItsRaceStartBarrierRiderTrainerAndPrice() {
        let lines = report([card("a", rider: "James McDonald")]).standardOutput.map(\.text)

        #expect(
            lines == [
                "Starts  Meeting     Race  #  Runner  Bar  Rider           Trainer        Win  Follows",
                "01:10   Flemington    R1  3  Winx      7  James McDonald  Chris Waller  2.50  jockey",
            ])
    }

    @Test func aNameThatMatchesSeveralIsSaidOnce() {
        let diagnostics = report([
            card("a", rider: "James McDonald"), card("b", rider: "John McDonald", number: 2),
            card("c", rider: "J. McDonald", number: 3),
        ]).diagnostics

        #expect(
            diagnostics == [
                .note(
                    "jockey J McDonald matches more than one name: James McDonald, John McDonald, J. McDonald",
                    hint: "follow the full name to follow one")
            ])
    }

    @Test func racesLeftUncheckedAndCardsNotFetchedAreSaid() {
        let diagnostics = report([], unchecked: 7, failed: 2).diagnostics.map(\.message)

        #expect(diagnostics.contains("the name followed runs in the 0 races still to run that were checked"))
        #expect(diagnostics.contains { $0.hasPrefix("7 later races were not checked") })
        #expect(diagnostics.contains { $0.hasPrefix("2 race cards could not be fetched") })
    }
}
