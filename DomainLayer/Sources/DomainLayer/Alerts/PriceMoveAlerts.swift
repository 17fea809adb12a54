import Foundation

/// The alerts for watched runners whose fixed win price firmed or drifted past the threshold
/// (`PriceWatch`): one per move, its id made of the race, the runner and the prices it moved
/// between, so the same move seen by two followers of the day is one alert.
public enum PriceMoveAlerts {
    /// The alerts for `sightings`, with start times worded by `time` (such as `08:48`), raised at
    /// `now`; `replayed` says they are the demo's replay of a race run (`DemoPriceReplay`).
    public static func alerts(
        for sightings: [PriceMoveSighting], time: (Date) -> String, at now: Date, replayed: Bool = false
    ) -> [Alert] {
        sightings.compactMap { sighting in
            guard let from = sighting.move.prices.first, let to = sighting.move.current,
                let change = sighting.move.changePercent
            else { return nil }
            let race = sighting.card.race
            let runner = sighting.runner
            let firmed = sighting.move.direction == .firming
            let verb = firmed ? "firmed" : "drifted"
            let size = "\(Int(abs(change).rounded()))%"
            let minutes = max(0, Int((sighting.seenAt.timeIntervalSince(sighting.since) / 60).rounded()))
            let place = "\(race.meetingName) R\(race.raceNumber)"
            var message =
                "\(runner.number) \(runner.name) \(verb) \(size) in \(minutes) min, "
                + String(format: "from $%.2f to $%.2f", from, to)
            if let shown = sighting.shown, let shownChange = shown.changeText {
                let since = shown.source == .feed ? "since the open" : "while watched"
                message += " (\(shownChange) \(since))"
            }
            let starts = replayed ? "started" : "starts"
            message += "; \(place) \(starts) at \(time(race.advertisedStart)). \(Self.why(sighting.reason))"
            if replayed { message += " Replayed by the demo from its recorded day, to try the channels." }
            return Alert(
                id: "price_move:\(race.id):\(runner.number):\(PriceMove.cents(from))-\(PriceMove.cents(to))",
                kind: .priceMove, title: "\(runner.name) \(verb) \(size) in \(place)", message: message,
                priority: sighting.reason.isFollowed ? .high : .normal,
                tags: [race.category.rawValue, firmed ? "firming" : "drifting"], raceID: race.id,
                raisedAt: now)
        }
    }

    /// Why the runner is watched, in a sentence.
    private static func why(_ reason: PriceWatchReason) -> String {
        switch reason {
        case .followed(let hits):
            "Followed: "
                + hits.map { "\($0.followed.kind.rawValue) \($0.followed.name)" }.joined(separator: ", ")
                + "."
        case .starredMeeting(let name): "Starred meeting: \(name)."
        case .chosenRace: "Race watched with --watch-race."
        }
    }
}

extension PriceWatchReason {
    /// True when the runner is followed.
    var isFollowed: Bool {
        if case .followed = self { return true }
        return false
    }
}
