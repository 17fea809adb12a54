import Foundation

/// Everything a screen needs to draw the board, already in words.
public enum ScreenState: Sendable, Equatable {
    /// Waiting for the first response.
    case loading
    /// Races to show.
    case ready(ReadyBoard)
    /// The feed has no races for the filter; the text says which, such as "horse races".
    case empty(racesDescription: String)
    /// Nothing to show because fetching failed; the message says why, the hint what a person can
    /// do meanwhile (nil when waiting is all), and `retry` when the next try is.
    case failed(message: String, hint: String? = nil, retry: NextRetry? = nil)
}

/// A board with rows, and how current it is.
public struct ReadyBoard: Sendable, Equatable {
    /// The rows, soonest first.
    public var rows: [RaceRowViewModel]
    /// The filter in words, such as "horse and greyhound races".
    public var racesDescription: String
    /// When the races arrived, such as `14:03:05`.
    public var updatedText: String?
    /// When the races arrived, to the minute, such as `14:03`.
    public var updatedShortText: String?
    /// Why the races may be out of date; nil when they are current.
    public var staleReason: String?
    /// The reason in a few words for the status line, such as "offline".
    public var staleLabel: String?
    /// When the next retry is, while stale.
    public var retry: NextRetry?
    /// Set when the feed could not fill the board, such as "only 3 of 5 horse races listed".
    public var shortfallNote: String?
    /// The rows by category, each section under its own header, when the board is grouped by
    /// category; nil for one list. `rows` holds every section's rows in order either way.
    public var sections: [RaceSection]?
    /// The route the races came from in a few words, such as `v2 route`; nil for the first.
    public var routeLabel: String?

    /// Creates a board from its parts.
    public init(
        rows: [RaceRowViewModel], racesDescription: String, updatedText: String? = nil,
        updatedShortText: String? = nil, staleReason: String? = nil, staleLabel: String? = nil,
        retry: NextRetry? = nil, shortfallNote: String? = nil, sections: [RaceSection]? = nil,
        routeLabel: String? = nil
    ) {
        self.routeLabel = routeLabel
        self.rows = rows
        self.racesDescription = racesDescription
        self.updatedText = updatedText
        self.updatedShortText = updatedShortText
        self.staleReason = staleReason
        self.staleLabel = staleLabel
        self.retry = retry
        self.shortfallNote = shortfallNote
        self.sections = sections
    }

    /// True when the rows may be out of date.
    public var isStale: Bool { staleReason != nil }

    /// One line on how current the rows are: `updated 14:03:05`, or
    /// `offline: showing races from 14:01, retrying in 20s` (or `retrying at 14:06`); with
    /// `via v2 route` when the races did not come from the first route.
    public var statusText: String {
        let via = routeLabel.map { " via \($0)" } ?? ""
        guard let staleLabel else { return updatedText.map { "updated \($0)\(via)" } ?? "" }
        let since = updatedShortText.map { "showing races from \($0)\(via)" } ?? "showing earlier races"
        return "\(staleLabel): \(since)" + RetryWording.clause(retry)
    }
}

/// How a status line says when the next try is.
public enum RetryWording {
    /// `retrying in 20s`, `retrying at 15:04` or `retrying now`; nil when no retry is planned.
    public static func phrase(_ retry: NextRetry?) -> String? {
        retry?.phrase
    }

    /// The phrase after a comma, such as `, retrying in 20s`, or nothing.
    public static func clause(_ retry: NextRetry?) -> String {
        phrase(retry).map { ", \($0)" } ?? ""
    }
}
