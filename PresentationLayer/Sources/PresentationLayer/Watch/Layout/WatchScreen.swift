import Foundation
import SharedUtils

/// Everything the watch screen shows at a moment, already in words: what `WatchScreenLayout` lays
/// out. The board is at the bottom; the screens over it (`overlays`) show in its place, the one on
/// top taking the body and the keys line.
public struct WatchScreen: Sendable, Equatable {
    /// The board, or why there is none.
    public var state: ScreenState
    /// What the screen shows besides the board.
    public var chrome: WatchChrome
    /// How the person has arranged the board with keys.
    public var arrangement: WatchArrangement
    /// The terminal's size in character cells.
    public var size: ScreenSize
    /// The rows of races in each list.
    public var limit: Int
    /// The sections of a board grouped by category; 0 for one list.
    public var sections: Int
    /// What each screen over the board shows, the one on top last; none while the board shows.
    public var overlays: [WatchPane]

    /// Creates a screen from its parts.
    public init(
        state: ScreenState, chrome: WatchChrome, arrangement: WatchArrangement = WatchArrangement(),
        size: ScreenSize, limit: Int, sections: Int = 0, overlays: [WatchPane] = []
    ) {
        self.state = state
        self.chrome = chrome
        self.arrangement = arrangement
        self.size = size
        self.limit = limit
        self.sections = sections
        self.overlays = overlays
    }
}

/// A terminal's size in character cells.
public struct ScreenSize: Equatable, Sendable {
    /// The width.
    public var columns: Int
    /// The height.
    public var rows: Int

    /// A size of `columns` by `rows`.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }
}

/// What the watch screen shows besides the board itself.
public struct WatchChrome: Equatable, Sendable {
    /// The filter in words, such as "horse and greyhound races".
    public var racesDescription: String
    /// The time now, such as `14:03:07`, followed by the zone's name when `--tz` chose it.
    public var clockText: String
    /// True while a refresh the person asked for is under way.
    public var isRefreshing: Bool
    /// The jump alert to show under the header, such as `Jump alert: Flemington R4 in 2m 00s`.
    public var banner: String?
    /// What the last key did, shown on the status line until the next key, such as
    /// `Starred Flemington.`; nil for the board's own status.
    public var notice: WatchNotice?
    /// Where the board's races came from; the header says `demo` when they are recorded.
    public var origin: FeedOrigin

    /// Creates the chrome from its parts.
    public init(
        racesDescription: String, clockText: String, isRefreshing: Bool, banner: String? = nil,
        notice: WatchNotice? = nil, origin: FeedOrigin = .live
    ) {
        self.racesDescription = racesDescription
        self.clockText = clockText
        self.isRefreshing = isRefreshing
        self.banner = banner
        self.notice = notice
        self.origin = origin
    }
}

/// A word on the status line about what a key did.
public struct WatchNotice: Equatable, Sendable {
    /// The words, such as `Starred Flemington.`
    public var text: String
    /// True when the key could not do what was asked, so it stands out.
    public var isProblem: Bool

    /// A notice saying `text`, standing out when `isProblem`.
    public init(text: String, isProblem: Bool = false) {
        self.text = text
        self.isProblem = isProblem
    }
}

/// How the person has arranged the board with keys.
public struct WatchArrangement: Equatable, Sendable {
    /// The selected row; nil while nothing is selected.
    public var selected: SelectableRow?
    /// The titles of the collapsed sections, such as `Horse`.
    public var collapsedSections: Set<String>

    /// Creates an arrangement; by default nothing selected and nothing collapsed.
    public init(selected: SelectableRow? = nil, collapsedSections: Set<String> = []) {
        self.selected = selected
        self.collapsedSections = collapsedSections
    }
}
