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

    @Test func keepsTheLatestFiftyPricesOfARunnerAndTheMoveFromTheFirstSeen() {
        var watched = WatchedPrices()
        for step in 0..<60 {
            watched.record(card([1: 2 + Double(step)]), at: start.addingTimeInterval(Double(step) * 30))
        }

        let seen = watched.sightings(of: runner(1, 61)).map(\.price)
        #expect(seen.count == WatchedPrices.capacity)
        #expect(seen.first == 12 && seen.last == 61)
        let move = watched.move(of: runner(1, 61))
        #expect(move?.opening == 2, "the first price seen, long gone from the latest fifty")
        #expect(move?.direction == .drifting)
    }

    @Test func aPriceThatCameBackAfterFiftyMovesIsSteadySinceTheFirstSeen() {
        var watched = WatchedPrices()
        let prices = [1.5] + (0..<60).map { 3 + Double($0) / 10 } + [1.5]
        for (step, price) in prices.enumerated() {
            watched.record(card([1: price]), at: start.addingTimeInterval(Double(step) * 30))
        }

        let move = watched.move(of: runner(1, 1.5))
        #expect(move?.opening == 1.5)
        #expect(move?.changePercent == 0)
        #expect(move?.direction == .steady)
    }

    @Test func forgetsTheRunnersTheFieldNoLongerHas() {
        var watched = WatchedPrices()
        watched.record(card([1: 4, 2: 8]), at: start)
        watched.record(card([1: 3.5, 2: 9]), at: start.addingTimeInterval(30))
        // The feed renames its runners: the old names are gone from the field.
        let renamed = RaceCard(
            race: RaceFactory.race("r1", startsIn: 600, from: start), status: .open,
            runners: [Runner(number: 1, name: "Renamed", winPrice: 5)])
        watched.record(renamed, at: start.addingTimeInterval(60))

        #expect(watched.sightings(of: runner(1, 3.5)).isEmpty)
        #expect(watched.sightings(of: runner(2, 9)).isEmpty)
        #expect(watched.sightings(of: Runner(number: 1, name: "Renamed", winPrice: 5)).map(\.price) == [5])
    }

    @Test func renamingTheWholeFieldAtEveryRefreshKeepsOnlyTheFieldOnScreen() {
        var watched = WatchedPrices()
        for refresh in 0..<200 {
            let field = RaceCard(
                race: RaceFactory.race("r1", startsIn: 600, from: start), status: .open,
                runners: (1...20).map {
                    Runner(number: $0, name: "R\($0) v\(refresh)", winPrice: 2 + Double(refresh))
                })
            watched.record(field, at: start.addingTimeInterval(Double(refresh) * 30))
        }

        for refresh in 0..<199 {
            #expect(watched.sightings(of: Runner(number: 1, name: "R1 v\(refresh)")).isEmpty)
        }
        #expect(watched.sightings(of: Runner(number: 1, name: "R1 v199")).map(\.price) == [201])
    }

    @Test func aFullFieldRepricedAtEveryRefreshKeepsNoMoreThanTheCapAFieldRunner() {
        var watched = WatchedPrices()
        let race = RaceFactory.race("r1", startsIn: 600, from: start)
        func field(_ refresh: Int) -> [Runner] {
            (0..<200).map { index in
                Runner(
                    number: index % 99 + 1, name: "Runner \(index)",
                    winPrice: 2 + Double((index + refresh) % 300) / 10)
            }
        }
        for refresh in 0..<500 {
            watched.record(
                RaceCard(race: race, status: .open, runners: field(refresh)),
                at: start.addingTimeInterval(Double(refresh) * 30))
        }

        let retained = field(499).map { watched.sightings(of: $0).count }
        #expect(retained.allSatisfy { $0 == WatchedPrices.capacity })
        #expect(retained.reduce(0, +) == 200 * WatchedPrices.capacity)
        #expect(watched.move(of: field(499)[0])?.opening == 2, "the first price seen is kept past the cap")
    }
}
