import DomainLayer
import Foundation
import TestSupport
import Testing

/// The race card's rules: the runners' order and the favourite.
@Suite struct RaceCardTests {
    private let race = RaceFactory.race("r1", startsIn: 600, from: Date(timeIntervalSince1970: 1_768_438_800))

    @Test func runnersAreInNumberOrderBeforeThereAreResults() {
        let card = RaceCard(
            race: race, status: .open,
            runners: [
                Runner(number: 10, name: "J"), Runner(number: 2, name: "B"), Runner(number: 1, name: "A"),
            ])

        #expect(card.runners.map(\.number) == [1, 2, 10])
        #expect(!card.hasResults)
    }

    @Test func withResultsThePlacingsComeFirstThenTheRestByNumber() {
        let card = RaceCard(
            race: race, status: .final,
            runners: [
                Runner(number: 1, name: "A", position: 3), Runner(number: 2, name: "B"),
                Runner(number: 3, name: "C", isScratched: true), Runner(number: 4, name: "D", position: 1),
                Runner(number: 5, name: "E", position: 2),
            ])

        #expect(card.runners.map(\.number) == [4, 5, 1, 2, 3])
        #expect(card.hasResults)
    }

    @Test func thePlacingsAreThePlacedRunnersByPositionWithADeadHeatSharingAPlace() {
        let card = RaceCard(
            race: race, status: .final,
            runners: [
                Runner(number: 1, name: "A", position: 4), Runner(number: 2, name: "B", position: 2),
                Runner(number: 3, name: "C"), Runner(number: 4, name: "D", position: 1),
                Runner(number: 5, name: "E", position: 2),
            ])

        #expect(
            card.placings == [
                Placing(position: 1, runnerNumbers: [4]), Placing(position: 2, runnerNumbers: [2, 5]),
                Placing(position: 4, runnerNumbers: [1]),
            ])
        #expect(RaceCard(race: race, status: .open, runners: [Runner(number: 1, name: "A")]).placings.isEmpty)
    }

    @Test func aDemoCardsRecordedPlacingsAreItsPlacingsThoughNoRunnerIsPlaced() {
        let recorded = Placing.placings([[11], [12], [5]])
        let card = RaceCard(
            race: race, status: .final,
            runners: [Runner(number: 1, name: "A"), Runner(number: 5, name: "E")],
            recordedPlacings: recorded)

        #expect(card.placings == recorded)
        #expect(!card.hasResults)
    }

    @Test func theFavouriteHasTheLowestFixedWinPriceAmongRunnersNotScratched() {
        let card = RaceCard(
            race: race, status: .open,
            runners: [
                Runner(number: 1, name: "A", isScratched: true, winPrice: 1.5),
                Runner(number: 2, name: "B", winPrice: 2.4), Runner(number: 3, name: "C", winPrice: 3),
                Runner(number: 4, name: "D"),
            ])

        #expect(card.favourites.map(\.number) == [2])
        #expect(card.runners.first { $0.number == 1 }?.winPrice == nil, "a scratched runner has no prices")
    }

    @Test func runnersSharingTheLowestPriceToTheCentAreEqualFavourites() {
        let card = RaceCard(
            race: race, status: .open,
            runners: [
                Runner(number: 1, name: "A", winPrice: 1 + 1.0 / 3),
                Runner(number: 2, name: "B", winPrice: 1.33),
                Runner(number: 3, name: "C", winPrice: 2),
            ])

        #expect(card.favourites.map(\.number) == [1, 2])
    }

    @Test func aFieldWithNoPricesHasNoFavourite() {
        let card = RaceCard(race: race, status: .open, runners: [Runner(number: 1, name: "A")])

        #expect(card.favourites.isEmpty)
    }

    @Test func runnersSharingANumberAreEachJudgedByTheirOwnPrice() {
        let card = RaceCard(
            race: race, status: .open,
            runners: [
                Runner(number: 1, name: "Short", winPrice: 2), Runner(number: 1, name: "Long", winPrice: 50),
                Runner(number: 2, name: "Middle", winPrice: 5),
            ])

        #expect(card.favourites.map(\.name) == ["Short"])
        #expect(card.runners.filter(card.isFavourite).map(\.name) == ["Short"])
    }

    @Test func aScratchedRunnerSharingTheFavouritesNumberIsNotAFavourite() {
        let card = RaceCard(
            race: race, status: .open,
            runners: [
                Runner(number: 1, name: "Scratched", isScratched: true, winPrice: 1.5),
                Runner(number: 1, name: "Running", winPrice: 3),
                Runner(number: 2, name: "Other", winPrice: 4),
            ])

        #expect(card.favourites.map(\.name) == ["Running"])
        #expect(card.runners.first { $0.isScratched }.map(card.isFavourite) == false)
    }
}
