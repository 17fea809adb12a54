import DomainLayer
import Foundation

extension WatchViewModel {
    /// What the person asked for on the command line and in the config file.
    public struct Settings: Sendable, Equatable {
        /// The categories shown at first.
        public var filter: CategoryFilter
        /// The starred meetings and where their races go.
        public var stars: StarPreferences
        /// One list, or a section per category.
        public var layout: BoardLayout
        /// The rows of races in each list.
        public var limit: Int
        /// The zone start times and the clock are shown in.
        public var timeZone: TimeZone
        /// The zone's name to follow the clock, when `--tz` chose it.
        public var zoneLabel: String?
        /// Decides which races alert; nil when nothing alerts.
        public var alertRule: JumpAlertRule?
        /// True when the screen shows colour, which changes the help's length and so how it scrolls.
        public var usesColor: Bool
        /// The countries whose meetings the racing day (`m`) shows, as `--country` chose them.
        public var countries: CountryFilter
        /// The runners, jockeys and trainers followed, whose runners a card marks.
        public var blackbook: Blackbook

        /// Creates settings from their parts.
        public init(
            filter: CategoryFilter, stars: StarPreferences = .none, layout: BoardLayout = .flat, limit: Int,
            timeZone: TimeZone, zoneLabel: String? = nil, alertRule: JumpAlertRule? = nil,
            usesColor: Bool = false, countries: CountryFilter = .all, blackbook: Blackbook = .none
        ) {
            self.blackbook = blackbook
            self.usesColor = usesColor
            self.countries = countries
            self.filter = filter
            self.stars = stars
            self.layout = layout
            self.limit = limit
            self.timeZone = timeZone
            self.zoneLabel = zoneLabel
            self.alertRule = alertRule
        }
    }
}
