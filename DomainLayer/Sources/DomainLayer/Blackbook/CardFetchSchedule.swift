import Foundation

/// Which races' cards to fetch, and when, to follow the blackbook within a `CardFetchBudget`:
/// a plain value, fed the day's races and the moment, that remembers what it asked for.
public struct CardFetchSchedule: Sendable {
    /// The budget kept.
    public let budget: CardFetchBudget
    /// For each race, how many of its two looks have been taken.
    private var looks: [String: Int] = [:]
    /// When each request of the last hour was made.
    private var requestTimes: [Date] = []
    /// When each race's card was last fetched.
    private var lastFetched: [String: Date] = [:]

    /// A schedule that has fetched nothing yet.
    public init(budget: CardFetchBudget = .standard) {
        self.budget = budget
    }

    /// The races of `races` whose cards are due at `now`, soonest first, and notes them as
    /// fetched. For the blackbook (unless `findsNames` is false), each race to run once it is
    /// within the first look (the hour before it), and again within the last look (10 minutes);
    /// a race first seen within the last look is fetched once. For its prices, each race of
    /// `watched` within the first look again every `priceLookInterval`. At most as many as the
    /// hour's requests leave of `hourlyLimit`, the blackbook's looks first; those left over come
    /// due again on a later call, soonest first.
    public mutating func due(
        in races: [MeetingRace], watching watched: Set<String> = [], findsNames: Bool = true, at now: Date
    ) -> [MeetingRace] {
        requestTimes.removeAll { now.timeIntervalSince($0) >= 3600 }
        let room = max(0, budget.hourlyLimit - requestTimes.count)
        let toRun = races.filter { $0.isToRun(at: now) && $0.advertisedStart > now }
            .sorted { ($0.advertisedStart, $0.id) < ($1.advertisedStart, $1.id) }
        let looksWanted = toRun.compactMap { race -> (race: MeetingRace, looks: Int)? in
            guard findsNames else { return nil }
            let lead = Duration.seconds(race.advertisedStart.timeIntervalSince(now))
            let looksDue = lead <= budget.lastLook ? 2 : lead <= budget.firstLook ? 1 : 0
            return looks[race.id, default: 0] < looksDue ? (race, looksDue) : nil
        }
        let looking = Set(looksWanted.map(\.race.id))
        let pricesWanted = toRun.filter { race in
            guard watched.contains(race.id), !looking.contains(race.id),
                Duration.seconds(race.advertisedStart.timeIntervalSince(now)) <= budget.firstLook
            else { return false }
            return lastFetched[race.id].map {
                Duration.seconds(now.timeIntervalSince($0)) >= budget.priceLookInterval
            } ?? true
        }
        let wanted = Array(
            (looksWanted.map { ($0.race, $0.looks as Int?) } + pricesWanted.map { ($0, nil as Int?) })
                .prefix(room))
        for (race, looksDue) in wanted {
            if let looksDue { looks[race.id] = looksDue }
            lastFetched[race.id] = now
            requestTimes.append(now)
        }
        let running = Set(races.filter { $0.advertisedStart > now }.map(\.id))
        looks = looks.filter { running.contains($0.key) }
        lastFetched = lastFetched.filter { running.contains($0.key) }
        return wanted.map(\.0).sorted { ($0.advertisedStart, $0.id) < ($1.advertisedStart, $1.id) }
    }

    /// The races of `races` still to run at `now` that a one-shot `followed --today` fetches,
    /// soonest first, at most `oneShotLimit`; and how many more were left unchecked.
    public static func oneShot(
        _ races: [MeetingRace], at now: Date, budget: CardFetchBudget = .standard
    ) -> (races: [MeetingRace], unchecked: Int) {
        let toRun = races.filter { $0.isToRun(at: now) && $0.advertisedStart > now }
            .sorted { ($0.advertisedStart, $0.id) < ($1.advertisedStart, $1.id) }
        return (Array(toRun.prefix(budget.oneShotLimit)), max(0, toRun.count - budget.oneShotLimit))
    }
}
