import DomainLayer
import Foundation

/// What every screen of watch mode reads and none changes: the moment, the terminal's size, the
/// board's races, the filter and stars, the racing day as fetched, and the settings that word and
/// lay them out. The parent (`WatchViewModel`) keeps it up to date and hands each screen a copy.
struct WatchContext: Sendable {
    /// The moment of the event being handled.
    var now: Date
    /// The terminal's size.
    var size: ScreenSize
    /// The board as the interactor last sent it; nil until the first.
    var board: NextRacesSnapshot?
    /// The categories asked for, which the board shows once the interactor follows.
    var filter: CategoryFilter
    /// The starred meetings and where their races go.
    var stars: StarPreferences
    /// The racing day as last fetched, while the meetings are open and after.
    var racingDay = FetchedRacingDay()
    /// The races the blackbook's names run in, as the cards read so far show them.
    var followed = FollowedRaces.none
    /// True when the jump alerts' banner takes a line above the body, which a scrolling screen
    /// needs to know how far it scrolls.
    var hasBanner = false
    /// What the person asked for on the command line and in the config file, as the session
    /// began; `filter` and `stars` are the ones now.
    let settings: WatchViewModel.Settings
    /// Words the board's races.
    let presenter: BoardPresenter
    /// Words times of day in the settings' zone.
    let clock: ClockTimeFormatter
    /// Lays out what a screen needs to measure, such as how far the help scrolls.
    let layout: WatchScreenLayout

    /// The context for `settings` at `now` on a terminal of `size`, before any board.
    init(settings: WatchViewModel.Settings, size: ScreenSize, now: Date) {
        self.now = now
        self.size = size
        self.settings = settings
        filter = settings.filter
        stars = settings.stars
        presenter = BoardPresenter(timeZone: settings.timeZone)
        clock = ClockTimeFormatter(timeZone: settings.timeZone)
        layout = WatchScreenLayout(usesColor: settings.usesColor)
    }

    /// The board's races in hand; none before the first board.
    var races: [Race] { board?.races ?? [] }

    /// The races shown in words, such as `horse and greyhound races`: as the board says them, or
    /// before the first board as the filter does.
    var racesDescription: String {
        board?.racesDescription ?? filter.racesDescription(starredOnly: stars.placement == .only)
    }
}

/// The racing day as last fetched, and which fetch it was, so a screen orders each day once.
struct FetchedRacingDay: Sendable {
    /// The last fetch; nil before the first.
    private(set) var snapshot: RacingDaySnapshot?
    /// Counts the fetches.
    private(set) var generation = 0

    /// Takes a new fetch.
    mutating func receive(_ snapshot: RacingDaySnapshot) {
        self.snapshot = snapshot
        generation += 1
    }
}
