import Foundation
import SharedUtils
import Testing

@testable import DataLayer

/// The demo's prices: a recorded card's fixed win prices move along the recording's fluctuations
/// over the hour before its demo race's start, on the dates the test gives.
@Suite struct RecordedPriceReplayTests {
    /// 00:00 UTC on 23 May 2026, 1,046 days after the demo's recorded day.
    private static let midnight = Date(timeIntervalSince1970: 1_779_494_400)
    /// Bendigo R6, shown with its own recorded card, which has fluctuations; it starts at 09:30.
    private static let bendigoR6 = "9cb540d1-2bd1-4af1-a2ab-683c5909be41-1046"
    private static let start = midnight.addingTimeInterval(9.5 * 3_600)

    private func card(minutesBeforeStart minutes: Double) throws -> RaceCardResponse {
        let now = Self.start.addingTimeInterval(-minutes * 60)
        let lookup = try RecordedRaceCardService.builtIn(dates: DateSource { now }).lookUp(
            raceID: Self.bendigoR6)
        guard case .card(let card, _) = lookup else { throw CancellationError() }
        return card
    }

    /// A runner's win price and its fluctuations as shown.
    private struct Shown: Equatable {
        var win: Double?
        var fluctuations: [Double]
    }

    /// The win price and fluctuations of the runner `number`.
    private func prices(_ card: RaceCardResponse, _ number: Int) -> Shown {
        let entrant = card.entrants.first { $0.number == number }
        return Shown(win: entrant?.winPrice, fluctuations: entrant?.winFluctuations ?? [])
    }

    @Test func anHourOrMoreBeforeTheStartEachRunnerShowsItsOpeningPriceOnly() throws {
        for minutes: Double in [60, 61, 540] {
            let card = try card(minutesBeforeStart: minutes)
            #expect(prices(card, 2) == Shown(win: 21, fluctuations: [21]), "Beach Wreck opened at 21.00")
            #expect(prices(card, 11) == Shown(win: 6.5, fluctuations: [6.5]), "Community Art opened at 6.50")
            #expect(card.replaysRecordedPrices)
        }
    }

    @Test(arguments: [
        // Beach Wreck's three prices are reached at 60, 30 and 0 minutes before the start.
        (45.0, 2, 21.0, [21.0]), (30, 2, 27, [21, 27]), (1, 2, 27, [21, 27]), (0, 2, 41, [21, 27, 41]),
        // Community Art's four at 60, 40, 20 and 0 minutes.
        (40, 11, 4.6, [6.5, 4.6]), (39, 11, 4.6, [6.5, 4.6]), (20, 11, 3.3, [6.5, 4.6, 3.3]),
        (0, 11, 3.5, [6.5, 4.6, 3.3, 3.5]), (-30, 11, 3.5, [6.5, 4.6, 3.3, 3.5]),
    ])
    func pricesMoveAlongTheRecordedFluctuationsOverTheLastHour(
        minutesBefore: Double, number: Int, win: Double, fluctuations: [Double]
    ) throws {
        let card = try card(minutesBeforeStart: minutesBefore)

        #expect(prices(card, number) == Shown(win: win, fluctuations: fluctuations))
    }

    @Test func aRunnerWithoutFluctuationsKeepsItsRecordedPrices() {
        let entrants = [
            RaceCardEntrant(id: "a", number: 1, name: "Alone", winPrice: 4, placePrice: 1.5),
            RaceCardEntrant(id: "b", number: 2, name: "Once", winPrice: 5, winFluctuations: [5]),
        ]

        let replayed = RecordedRaceCard.replayingPrices(
            of: entrants, start: Self.start, at: Self.start.addingTimeInterval(-3_600))

        #expect(replayed == entrants)
    }

    @Test func theOtherRecordedCardsHaveNoFluctuationsAndKeepTheirPrices() throws {
        let albionParkR7 = "b3623bd2-5d90-4ce0-aec1-4ca8e0050b46-1046"
        let early = try RecordedRaceCardService.builtIn(dates: DateSource { Self.midnight })
        let late = try RecordedRaceCardService.builtIn(
            dates: DateSource { Self.midnight.addingTimeInterval(10 * 3_600) })
        guard case .card(let before, _) = early.lookUp(raceID: albionParkR7),
            case .card(let after, _) = late.lookUp(raceID: albionParkR7)
        else { throw CancellationError() }

        #expect(before.entrants.map(\.winPrice) == after.entrants.map(\.winPrice))
    }
}
