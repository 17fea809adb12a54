import Foundation

extension RecordedRaceCard {
    /// How long before its start a demo race's recorded prices move along their fluctuations.
    static let priceReplayWindow: TimeInterval = 60 * 60

    /// `entrants` with their fixed win prices where the recording's fluctuations had them at
    /// `now`, for a race starting at `start`: the fluctuations are spread evenly over the
    /// `priceReplayWindow` before the start, so an hour or more before it each runner shows its
    /// opening price and only it, and from the start on, every fluctuation and the recorded
    /// price. Only recorded prices are shown: a runner without fluctuations keeps its recorded
    /// prices, and the place price, which has no history, stays as recorded.
    static func replayingPrices(of entrants: [RaceCardEntrant], start: Date, at now: Date)
        -> [RaceCardEntrant]
    {
        let progress = min(max(1 - start.timeIntervalSince(now) / priceReplayWindow, 0), 1)
        return entrants.map { entrant in
            let count = entrant.winFluctuations.count
            guard count > 1 else { return entrant }
            let reached = 1 + Int((progress * Double(count - 1)).rounded(.down))
            guard reached < count else { return entrant }
            var replayed = entrant
            replayed.winFluctuations = Array(entrant.winFluctuations.prefix(reached))
            replayed.winPrice = entrant.winFluctuations[reached - 1]
            return replayed
        }
    }
}
