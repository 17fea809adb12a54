import Foundation
import SharedUtils

/// Follows the blackbook through the racing day for the watch screen: the day's races every
/// `dayInterval` (after a failure, at the next check), and each race's card when the
/// `CardFetchSchedule` says, checked every `checkInterval`; hands on the races that hold a
/// followed name, and the followed runners on the cards just read, whenever a card was read. It never fetches while the blackbook is empty.
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
    private let clock: C
    private let dates: DateSource

    /// A follower of `blackbook` through the days of `meetings` in `timeZone` (of `categories`
    /// in `countries`), reading `cards` within `budget`, on `clock`, dated by `dates`.
    public init(
        blackbook: Blackbook, meetings: any MeetingsRepository, cards: any RaceCardRepository,
        categories: CategoryFilter, countries: CountryFilter, timeZone: TimeZone,
        budget: CardFetchBudget = .standard, clock: C, dates: DateSource
    ) {
        self.blackbook = blackbook
        self.meetings = meetings
        self.cards = cards
        self.categories = categories
        self.countries = countries
        self.timeZone = timeZone
        self.budget = budget
        self.clock = clock
        self.dates = dates
    }

    /// Follows the day until the task is cancelled, handing `receive` the followed races and the
    /// cards' sightings each time a card was read.
    public func run(receive: @escaping @Sendable (BlackbookReading) -> Void) async {
        guard !blackbook.isEmpty else { return }
        var schedule = CardFetchSchedule(budget: budget)
        var races: [MeetingRace] = []
        var read: [String: RaceCard] = [:]
        var nextDay = clock.now
        while !Task.isCancelled {
            if clock.now >= nextDay {
                if let day = await today() {
                    races = day.meetings.flatMap(\.races)
                    nextDay = clock.now.advanced(by: Self.dayInterval)
                } else {
                    nextDay = clock.now.advanced(by: Self.checkInterval)
                }
            }
            let due = schedule.due(in: races, at: dates.now())
            var fresh: [RaceCard] = []
            for race in due {
                guard !Task.isCancelled else { return }
                if case .success(let card) = await cards.card(raceID: race.id) {
                    read[race.id] = card
                    fresh.append(card)
                }
            }
            if !due.isEmpty {
                let now = dates.now()
                read = read.filter { $0.value.race.advertisedStart.addingTimeInterval(3600) > now }
                receive(
                    BlackbookReading(
                        followed: FollowedRaces(
                            sightings: BlackbookSighting.find(in: Array(read.values), following: blackbook)),
                        sightings: BlackbookSighting.find(in: fresh, following: blackbook), at: now))
            }
            do {
                try await clock.sleep(for: Self.checkInterval)
            } catch {
                return
            }
        }
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
