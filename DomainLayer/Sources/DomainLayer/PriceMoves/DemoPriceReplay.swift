import Foundation
import SharedUtils

/// The demo's price move, so that `alerts --demo` and a demo watch raise one at any hour: the
/// latest race of the recorded day that has started and holds a watched runner whose price moved
/// past the threshold, its card replayed minute by minute over the hour before its start, as the
/// demo replays prices, through the same `PriceWatch` as a live day.
public struct DemoPriceReplay: Sendable {
    /// The most races looked at, latest first: the day's harness races, whose recorded card holds
    /// the moves, are never more than a few hours apart.
    public static let candidateLimit = 400
    /// How often the replay reads a race's card over the hour before it.
    public static let step: TimeInterval = 60

    private let cards: RecordedRaceCardRepository
    private let meetings: any MeetingsRepository

    /// A replay of the demo's races in `meetings`, whose cards `cards` gives as they stood at any
    /// moment.
    public init(cards: RecordedRaceCardRepository, meetings: any MeetingsRepository) {
        self.cards = cards
        self.meetings = meetings
    }

    /// The first move past `threshold` of a runner `scope` watches in the latest race to have
    /// started by `now` that holds one, among the races of the day of `now` in `timeZone` and the
    /// day before; nil when none does, or when the task is cancelled first.
    public func latestMove(
        scope: PriceWatchScope, threshold: PriceMoveThreshold, timeZone: TimeZone, at now: Date
    ) async -> PriceMoveSighting? {
        guard let today = CalendarDate(containing: now, in: timeZone) else { return nil }
        var races: [MeetingRace] = []
        for date in [today.adding(days: -1), today].compactMap({ $0 }) {
            let query = RacingDayQuery(date: date, timeZone: timeZone, categories: .all, countries: .all)
            if case .success(let day) = await query.fetch(from: meetings) {
                races += day.meetings.flatMap(\.races)
            }
        }
        let started = races.filter { $0.advertisedStart <= now }
            .sorted { ($0.advertisedStart, $0.id) > ($1.advertisedStart, $1.id) }
            .prefix(Self.candidateLimit)
        for race in started {
            // The replay is work without a wait: it gives way between races, and ends with the run.
            await Task.yield()
            guard !Task.isCancelled else { return nil }
            // A card whose field holds no watched runner with a move to replay is passed at once.
            guard let run = try? cards.raceCard(raceID: race.id, at: race.advertisedStart),
                run.runners.contains(where: {
                    $0.winFluctuations.count > 1 && scope.reason(for: $0, on: run) != nil
                })
            else { continue }
            if let move = replay(race, scope: scope, threshold: threshold) { return move }
        }
        return nil
    }

    /// The first move past `threshold` of `race`'s card read every `step` over the hour before
    /// its start.
    private func replay(_ race: MeetingRace, scope: PriceWatchScope, threshold: PriceMoveThreshold)
        -> PriceMoveSighting?
    {
        var watch = PriceWatch(threshold: threshold)
        var moment = race.advertisedStart.addingTimeInterval(-3600)
        while moment <= race.advertisedStart {
            if let card = try? cards.raceCard(raceID: race.id, at: moment),
                let move = watch.record(card, at: moment, scope: scope).first
            {
                return move
            }
            moment.addTimeInterval(Self.step)
        }
        return nil
    }
}

extension DemoPriceReplay {
    /// The alert of the latest move `latestMove` finds, raised at `now`, with times worded by
    /// `time`; none when it finds none.
    public func alerts(
        scope: PriceWatchScope, threshold: PriceMoveThreshold, timeZone: TimeZone, time: (Date) -> String,
        at now: Date
    ) async -> [Alert] {
        guard let move = await latestMove(scope: scope, threshold: threshold, timeZone: timeZone, at: now)
        else { return [] }
        return PriceMoveAlerts.alerts(for: [move], time: time, at: now, replayed: true)
    }
}
