import DomainLayer
import Foundation
import TestSupport
import Testing

/// The prices seen at each refresh of an open card, with their times.
@Suite struct WatchedPricesTests {
    private let start = Date(timeIntervalSince1970: 1_768_438_800)

    private func card(_ prices: [Int: Double?], scratched: Set<Int> = []) -> RaceCard {
        RaceCard(
            race: RaceFactory.race("r1", startsIn: 600, from: start), status: .open,
            runners: prices.map { number, price in
                Runner(
                    number: number, name: "R\(number)", isScratched: scratched.contains(number),
                    winPrice: price)
            })
    }

    private func runner(_ number: Int, _ price: Double?) -> Runner {
        Runner(number: number, name: "R\(number)", winPrice: price)
    }

    @Test func keepsEachChangeOfPriceWithItsTimeAndNotTheRepeats() {
        var watched = WatchedPrices()
        watched.record(card([1: 4, 2: 8]), at: start)
        watched.record(card([1: 4, 2: 8]), at: start.addingTimeInterval(30))
        watched.record(card([1: 3.5, 2: 8]), at: start.addingTimeInterval(60))

        #expect(watched.sightings(of: runner(1, 3.5)).map(\.price) == [4, 3.5])
        #expect(watched.sightings(of: runner(1, 3.5)).map(\.at) == [start, start.addingTimeInterval(60)])
        #expect(watched.move(of: runner(1, 3.5))?.prices == [4, 3.5])
        #expect(watched.move(of: runner(1, 3.5))?.source == .watched)
        #expect(watched.move(of: runner(2, 8)) == nil, "a price that never moved is no move")
    }

    @Test func marksAMoveForTenSecondsFromWhenItWasSeen() {
        var watched = WatchedPrices()
        watched.record(card([1: 4, 2: 8]), at: start)
        let seen = start.addingTimeInterval(30)
        watched.record(card([1: 3.5, 2: 9]), at: seen)

        #expect(watched.recentMove(of: runner(1, 3.5), at: seen) == .firming)
        #expect(watched.recentMove(of: runner(2, 9), at: seen.addingTimeInterval(9.9)) == .drifting)
        #expect(watched.recentMove(of: runner(2, 9), at: seen.addingTimeInterval(10)) == nil)
        #expect(watched.recentMove(of: runner(1, 3.5), at: start) == nil, "not before it was seen")
    }

    @Test func aRunnerWithoutAPriceOrScratchedAddsNothingAndShowsNoMove() {
        var watched = WatchedPrices()
        watched.record(card([1: nil, 2: 5]), at: start)
        watched.record(card([1: 4, 2: 6], scratched: [2]), at: start.addingTimeInterval(30))

        #expect(watched.sightings(of: runner(1, 4)).map(\.price) == [4])
        #expect(watched.sightings(of: runner(2, nil)).map(\.price) == [5])
        let scratched = Runner(number: 2, name: "R2", isScratched: true)
        #expect(watched.move(of: scratched) == nil)
    }

    @Test func keepsTheLatestFiftyPricesOfARunner() {
        var watched = WatchedPrices()
        for step in 0..<60 {
            watched.record(card([1: 2 + Double(step)]), at: start.addingTimeInterval(Double(step) * 30))
        }

        let seen = watched.sightings(of: runner(1, 61)).map(\.price)
        #expect(seen.count == WatchedPrices.capacity)
        #expect(seen.first == 12 && seen.last == 61)
    }
}
