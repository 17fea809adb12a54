import Foundation

/// Watches the fixed win prices of runners card by card and says when one has firmed or drifted
/// past a `PriceMoveThreshold` within its window: once per move, not once per card. A move is
/// judged against the price when the window began or at the runner's last alert, whichever is
/// later, so a price that moves on after an alert alerts again only when it moves past the
/// threshold again from there, and one bouncing around the threshold alerts once.
///
/// The prices are kept as the card keeps them (`WatchedPrices`), for the races read within the
/// last two hours only.
public struct PriceWatch: Sendable {
    /// The threshold a move must pass.
    public let threshold: PriceMoveThreshold

    /// A runner of a race, as the alerts know it.
    private struct RunnerKey: Sendable, Hashable {
        var raceID: String
        var number: Int
        var name: String
    }

    private var prices: [String: WatchedPrices] = [:]
    private var starts: [String: Date] = [:]
    private var lastAlerts: [RunnerKey: Date] = [:]

    /// A watch that has seen nothing yet.
    public init(threshold: PriceMoveThreshold = .standard) {
        self.threshold = threshold
    }

    /// Notes the prices of `card`, read at `now`, and returns each runner `scope` watches whose
    /// price has now moved past the threshold, in the card's order. A card read for the first
    /// time raises nothing: its prices are where moves are judged from.
    public mutating func record(_ card: RaceCard, at now: Date, scope: PriceWatchScope) -> [PriceMoveSighting]
    {
        let raceID = card.race.id
        var watched = prices[raceID] ?? WatchedPrices()
        watched.record(card, at: now)
        prices[raceID] = watched
        starts[raceID] = card.race.advertisedStart
        forgetRaces(startedBefore: now.addingTimeInterval(-2 * 3600))
        return card.runners.compactMap { runner in
            guard let reason = scope.reason(for: runner, on: card) else { return nil }
            let key = RunnerKey(raceID: raceID, number: runner.number, name: runner.name)
            guard
                let (move, since) = watched.move(
                    of: runner, within: threshold.window, since: lastAlerts[key], at: now),
                move.direction != .steady, let change = move.changePercent, threshold.isPassed(by: change)
            else { return nil }
            lastAlerts[key] = now
            return PriceMoveSighting(
                card: card, runner: runner, move: move, since: since, seenAt: now,
                shown: card.move(of: runner, watched: watched), reason: reason)
        }
    }

    /// Forgets the races that started before `cutoff`, so the watch stays the size of a day's
    /// next two hours.
    private mutating func forgetRaces(startedBefore cutoff: Date) {
        let gone = Set(starts.filter { $0.value < cutoff }.keys)
        guard !gone.isEmpty else { return }
        for raceID in gone {
            prices[raceID] = nil
            starts[raceID] = nil
        }
        lastAlerts = lastAlerts.filter { !gone.contains($0.key.raceID) }
    }
}
