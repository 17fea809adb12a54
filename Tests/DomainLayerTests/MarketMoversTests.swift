import DomainLayer
import Foundation
import TestSupport
import Testing

/// Each runner's price move and the card's biggest firmer and drifter.
@Suite struct MarketMoversTests {
    private let race = RaceFactory.race("r1", startsIn: 600, from: Date(timeIntervalSince1970: 1_768_438_800))

    private func runner(_ number: Int, _ flucs: [Double], win: Double?, scratched: Bool = false) -> Runner {
        Runner(
            number: number, name: "R\(number)", isScratched: scratched, winPrice: win, winFluctuations: flucs)
    }

    private func movers(_ runners: [Runner]) -> (firmers: [Int], drifters: [Int]) {
        let movers = RaceCard(race: race, status: .open, runners: runners).movers
        return (movers.firmers.map(\.runner.number), movers.drifters.map(\.runner.number))
    }

    @Test func aMoveRunsFromTheOpeningPriceToTheCurrentWinInPerCent() throws {
        let move = try #require(runner(7, [17, 23, 10], win: 10).priceMove)

        #expect(move.opening == 17 && move.current == 10 && move.source == .feed)
        #expect(abs((move.changePercent ?? 0) - (-41.176)) < 0.001)
        #expect(move.direction == .firming)
        #expect(runner(2, [21, 27, 41], win: 41).priceMove?.direction == .drifting)
        #expect(runner(3, [5, 9, 5.001], win: 5.001).priceMove?.direction == .steady, "to the cent")
    }

    @Test func aRunnerWithoutFluctuationsOrScratchedHasNoMoveAndOneWithoutAPriceNoChange() throws {
        #expect(runner(1, [], win: 4).priceMove == nil)
        #expect(runner(1, [15], win: 15, scratched: true).priceMove == nil)
        let unpriced = try #require(runner(1, [5, 6], win: nil).priceMove)
        #expect(unpriced.changePercent == nil && unpriced.direction == nil)
    }

    @Test func theMoversOfTheRecordedBendigoCardAreCommunityArtAndBeachWreck() {
        let runners = [
            runner(1, [6, 7.5, 6.5, 7], win: 7), runner(2, [21, 27, 41], win: 41),
            runner(3, [15], win: 15, scratched: true), runner(7, [17, 23, 10], win: 10),
            runner(11, [6.5, 4.6, 3.3, 3.5], win: 3.5),
        ]

        #expect(movers(runners) == ([11], [2]))
    }

    @Test func runnersTiedToAHundredthOfAPerCentAreAllNamedInTheCardsOrder() {
        let runners = [
            runner(5, [4, 2], win: 2), runner(2, [10, 5], win: 5), runner(3, [3, 2], win: 2),
            runner(4, [2, 4], win: 4), runner(1, [5, 10], win: 10), runner(6, [3, 3.3], win: 3.3),
        ]

        #expect(movers(runners) == ([2, 5], [1, 4]))
    }

    @Test func aScratchedRunnerIsNeverAMoverHoweverItsPricesMoved() {
        let runners = [
            Runner(number: 1, name: "Gone", isScratched: true, winPrice: 2, winFluctuations: [50, 2]),
            runner(2, [4, 3.5], win: 3.5),
        ]

        #expect(movers(runners) == ([2], []))
    }

    @Test func aCardWithoutMovesHasNoMovers() {
        let steady = RaceCard(
            race: race, status: .open, runners: [runner(1, [4, 5, 4], win: 4), runner(2, [], win: 3)])

        #expect(steady.movers.isEmpty)
    }

    @Test func movesGivenInsteadOfTheFeedsAreUsed() {
        let card = RaceCard(
            race: race, status: .open, runners: [runner(1, [], win: 3), runner(2, [], win: 8)])

        let movers = MarketMovers(card: card) { runner in
            PriceMove(prices: [4], current: runner.winPrice, source: .watched)
        }

        #expect(movers.firmers.map(\.runner.number) == [1] && movers.drifters.map(\.runner.number) == [2])
    }
}
