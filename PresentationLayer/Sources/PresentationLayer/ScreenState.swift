import Foundation

/// Everything a screen needs to draw the board, already in words.
public enum ScreenState: Sendable, Equatable {
    /// Waiting for the first response.
    case loading
    /// Races to show.
    case ready(ReadyBoard)
    /// The feed has no races for the filter; the text says which, such as "horse races".
    case empty(racesDescription: String)
    /// Nothing to show because fetching failed; the message says why.
    case failed(message: String)
}

/// A board with rows, and how current it is.
public struct ReadyBoard: Sendable, Equatable {
    /// The rows, soonest first.
    public var rows: [RaceRowViewModel]
    /// The filter in words, such as "horse and greyhound races".
    public var racesDescription: String
    /// When the races arrived, such as `14:03:05`.
    public var updatedText: String?
    /// Why the races may be out of date; nil when they are current.
    public var staleReason: String?
    /// Seconds until the next retry, while stale.
    public var retryInSeconds: Int?
    /// Set when the feed could not fill the board, such as "only 3 of 5 horse races listed".
    public var shortfallNote: String?

    /// Creates a board from its parts.
    public init(
        rows: [RaceRowViewModel], racesDescription: String, updatedText: String? = nil,
        staleReason: String? = nil, retryInSeconds: Int? = nil, shortfallNote: String? = nil
    ) {
        self.rows = rows
        self.racesDescription = racesDescription
        self.updatedText = updatedText
        self.staleReason = staleReason
        self.retryInSeconds = retryInSeconds
        self.shortfallNote = shortfallNote
    }

    /// True when the rows may be out of date.
    public var isStale: Bool { staleReason != nil }
}
