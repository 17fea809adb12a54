import Foundation

/// Everything a screen needs to draw the board, already in words.
public enum ScreenState: Sendable, Equatable {
    /// Waiting for the first response.
    case loading
    /// Races to show.
    case ready(ReadyBoard)
    /// The feed has no races for the filter; the text says which, such as "horse races".
    case empty(racesDescription: String)
    /// Nothing to show because fetching failed; the message says why, and when the next try is.
    case failed(message: String, retryInSeconds: Int? = nil)
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
    /// Seconds until the next retry, while stale.
    public var retryInSeconds: Int?
    /// Set when the feed could not fill the board, such as "only 3 of 5 horse races listed".
    public var shortfallNote: String?
    /// The rows by category, each section under its own header, when the board is grouped by
    /// category; nil for one list. `rows` holds every section's rows in order either way.
    public var sections: [RaceSection]?

    /// Creates a board from its parts.
    public init(
        rows: [RaceRowViewModel], racesDescription: String, updatedText: String? = nil,
        updatedShortText: String? = nil, staleReason: String? = nil, staleLabel: String? = nil,
        retryInSeconds: Int? = nil, shortfallNote: String? = nil, sections: [RaceSection]? = nil
    ) {
        self.rows = rows
        self.racesDescription = racesDescription
        self.updatedText = updatedText
        self.updatedShortText = updatedShortText
        self.staleReason = staleReason
        self.staleLabel = staleLabel
        self.retryInSeconds = retryInSeconds
        self.shortfallNote = shortfallNote
        self.sections = sections
    }

    /// True when the rows may be out of date.
    public var isStale: Bool { staleReason != nil }

    /// One line on how current the rows are: `updated 14:03:05`, or
    /// `offline: showing races from 14:01, retrying in 20s`.
    public var statusText: String {
        guard let staleLabel else { return updatedText.map { "updated \($0)" } ?? "" }
        let since = updatedShortText.map { "showing races from \($0)" } ?? "showing earlier races"
        return "\(staleLabel): \(since)" + RetryWording.clause(retryInSeconds)
    }
}

/// How a status line says when the next try is.
public enum RetryWording {
    /// `retrying in 20s` or `retrying now`; nil when no retry is planned.
    public static func phrase(_ seconds: Int?) -> String? {
        seconds.map { $0 > 0 ? "retrying in \($0)s" : "retrying now" }
    }

    /// The phrase after a comma, such as `, retrying in 20s`, or nothing.
    public static func clause(_ seconds: Int?) -> String {
        phrase(seconds).map { ", \($0)" } ?? ""
    }
}
