import DataLayer
import DomainLayer
import Foundation
import PresentationLayer
import SharedUtils
import TestSupport

/// Section 6, on screen: watch mode with a race card of 30 runners open, in-process. A tick
/// redraws the countdowns from the card laid out when it came; a card arriving with new prices
/// is laid out anew. The first should cost a small part of the second: the layout memo at work.
struct RaceCardScreenBenchmark {
    /// The figures.
    struct Result {
        /// One tick with the card open.
        let tick: Samples
        /// A fetch of the card arriving changed (a runner more or less), laid out anew.
        let newCard: Samples
        /// One tick with a message about a race id of 30,000 characters open.
        let failureTick: Samples
    }

    /// A service that answers with one body's card, as the live one does a response.
    private struct BodyService: RaceCardService {
        let body: Data

        func raceCard(raceID: String) async throws(FetchFailure) -> RaceCardResponse? {
            try RaceCardResponseDecoder.decode(body, raceID: raceID)
        }
    }

    let runs: Int

    /// Opens the synthesised card over a one-race board and times ticks, new cards and ticks
    /// over a long failure, `runs` times each.
    func run() async throws -> Result {
        let raceID = RaceCardFixtures.finalHarness.raceID
        var cards: [RaceCard] = []
        for runners in [30, 29] {
            let body = try SyntheticRaceCardBody.body(runners: runners, prices: 5_000)
            cards.append(
                try await RaceCardServiceRepository(service: BodyService(body: body)).raceCard(raceID: raceID)
            )
        }
        let card = cards[0]
        let now = card.race.advertisedStart.addingTimeInterval(-600)
        var model = opened(card.race, at: now)
        var second = 0.0
        _ = model.handle(event(card: card, at: now), at: now)
        let tick = Samples.measure(runs) {
            second += 1
            _ = model.handle(.tick, at: now + second)
        }
        let newCard = Samples.measure(max(3, runs / 4)) {
            second += 1
            // Each arrival differs from the last: a runner more or less.
            _ = model.handle(event(card: cards[Int(second) % 2], at: now + second), at: now + second)
        }
        let hugeID = String(repeating: "7", count: 30_000)
        _ = model.handle(
            event(card: nil, failure: .unknown(raceID: hugeID, origin: .live), at: now + second),
            at: now + second)
        let failureTick = Samples.measure(runs) {
            second += 1
            _ = model.handle(.tick, at: now + second)
        }
        return Result(tick: tick, newCard: newCard, failureTick: failureTick)
    }

    /// A 100-by-40 watch screen showing `race` alone, its card opened.
    private func opened(_ race: Race, at now: Date) -> WatchViewModel {
        .withCardOpen(on: race, size: ScreenSize(columns: 100, rows: 40), at: now)
    }

    private func event(card: RaceCard?, failure: RaceCardFetchError? = nil, at date: Date) -> WatchEvent {
        .raceCard(
            RaceCardSnapshot(
                raceID: RaceCardFixtures.finalHarness.raceID, card: card, updatedAt: card == nil ? nil : date,
                failure: failure, nextFetchAt: date + 30))
    }
}
