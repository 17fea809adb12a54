import Foundation
import SharedUtils

/// Follows the blackbook through the racing day for the watch screen: the day's races every
/// `dayInterval` (after a failure, at the next check), and each race's card when the
/// `CardFetchSchedule` says, checked every `checkInterval`; hands on the races that hold a
/// followed name, the followed runners on the cards just read, and the watched prices that moved
/// past the threshold, whenever a card was read. With a `PriceWatchScope`, the cards of the
/// races it watches (a followed runner's, a starred meeting's, a chosen one) are read again
/// every `CardFetchBudget.priceLookInterval` in the hour before them, within the same budget.
/// It never fetches while nothing is followed or watched.
public struct BlackbookFollower<C: Clock<Duration>>: Sendable {
    /// How often the schedule is looked at.
    public static var checkInterval: Duration { .seconds(60) }
    /// How often the day's races are fetched again: two requests an hour, beside the cards.
    public static var dayInterval: Duration { .seconds(30 * 60) }

    private let blackbook: Blackbook
    private let meetings: any MeetingsRepository
    private let cards: any RaceCardRepository
    private let categories: CategoryFilter
    private let countries: CountryFilter
    private let timeZone: TimeZone
    private let budget: CardFetchBudget
    private let prices: PriceWatchScope?
    private let threshold: PriceMoveThreshold
    private let clock: C
    private let dates: DateSource

    /// A follower of `blackbook` through the days of `meetings` in `timeZone` (of `categories`
    /// in `countries`), reading `cards` within `budget`, on `clock`, dated by `dates`; watching
    /// the prices `prices` names for moves past `threshold`, when given.
    public init(
        blackbook: Blackbook, meetings: any MeetingsRepository, cards: any RaceCardRepository,
        categories: CategoryFilter, countries: CountryFilter, timeZone: TimeZone,
        budget: CardFetchBudget = .standard, prices: PriceWatchScope? = nil,
        threshold: PriceMoveThreshold = .standard, clock: C, dates: DateSource
    ) {
        self.blackbook = blackbook
        self.meetings = meetings
        self.cards = cards
        self.categories = categories
        self.countries = countries
        self.timeZone = timeZone
        self.budget = budget
        self.prices = prices
        self.threshold = threshold
        self.clock = clock
        self.dates = dates
    }

    /// Follows the day until the task is cancelled, handing `receive` the followed races, the
    /// cards' sightings and the price moves each time a card was read.
    public func run(receive: @escaping @Sendable (BlackbookReading) -> Void) async {
        guard !blackbook.isEmpty || prices?.isEmpty == false else { return }
        var schedule = CardFetchSchedule(budget: budget)
        var watch = PriceWatch(threshold: threshold)
        var meetingsToday: [Meeting] = []
        var read: [String: RaceCard] = [:]
        var nextDay = clock.now
        while !Task.isCancelled {
            if clock.now >= nextDay {
                if let day = await today() {
                    meetingsToday = day.meetings
                    nextDay = clock.now.advanced(by: Self.dayInterval)
                } else {
                    nextDay = clock.now.advanced(by: Self.checkInterval)
                }
            }
            let due = schedule.due(
                in: meetingsToday.flatMap(\.races), watching: watchedRaceIDs(in: meetingsToday, read: read),
                findsNames: !blackbook.isEmpty, at: dates.now())
            var fresh: [RaceCard] = []
            var moves: [PriceMoveSighting] = []
            for race in due {
                guard !Task.isCancelled else { return }
                if case .success(let card) = await cards.card(raceID: race.id) {
                    read[race.id] = card
                    fresh.append(card)
                    if let prices { moves += watch.record(card, at: dates.now(), scope: prices) }
                }
            }
            if !due.isEmpty {
                let now = dates.now()
                read = read.filter { $0.value.race.advertisedStart.addingTimeInterval(3600) > now }
                receive(
                    BlackbookReading(
                        followed: FollowedRaces(
                            sightings: BlackbookSighting.find(in: Array(read.values), following: blackbook)),
                        sightings: BlackbookSighting.find(in: fresh, following: blackbook), priceMoves: moves,
                        at: now))
            }
            do {
                try await clock.sleep(for: Self.checkInterval)
            } catch {
                return
            }
        }
    }

    /// The races whose prices are watched: those `prices` watches in `meetings`, and those whose
    /// cards `read` show a followed runner still in.
    private func watchedRaceIDs(in meetings: [Meeting], read: [String: RaceCard]) -> Set<String> {
        guard let prices else { return [] }
        let followed = BlackbookSighting.find(in: Array(read.values), following: blackbook)
            .filter { !$0.runner.isScratched }
        return prices.watchedRaceIDs(in: meetings).union(followed.map(\.card.race.id))
    }

    /// Today's races in the zone, of the categories and countries asked; nil when they could not
    /// be fetched.
    private func today() async -> RacingDay? {
        guard let date = CalendarDate(containing: dates.now(), in: timeZone) else { return nil }
        let query = RacingDayQuery(
            date: date, timeZone: timeZone, categories: categories, countries: countries)
        return try? await query.fetch(from: meetings).get()
    }
}
