import Foundation
import SharedUtils

/// Why a race card could not be had.
public enum RaceCardFetchError: Error, Equatable, Sendable {
    /// The source does not know a race with this id: the id asked for, made safe to print and cut
    /// to `ShownTextLimit.id` (`unknown(raceID:origin:)` makes one), and whether the source was
    /// the live API or the demo's recording.
    case unknownRace(id: String, origin: FeedOrigin)
    /// The race is known, but its source has no card for it: the demo, when no recorded card is
    /// of the race's category. It carries the race as the board lists it.
    case noRecordedCard(race: Race)
    /// The fetch failed, as any request to the racing API can.
    case fetch(FetchFailure)

    /// The error for an id the source does not know, echoing the id asked for cut short and made
    /// safe to print, so a message about an id of megabytes stays a line or two.
    public static func unknown(raceID: String, origin: FeedOrigin) -> RaceCardFetchError {
        .unknownRace(id: ShownTextLimit.safe(raceID, limit: ShownTextLimit.id), origin: origin)
    }

    /// Whether the card was not had because the task that asked was cancelled.
    public var isCancellation: Bool { self == .fetch(.cancelled) }

    /// The wait the server asked for, reckoned from `now`, if it asked for one.
    public func retryDelay(from now: Date) -> Duration? {
        if case .fetch(let failure) = self { failure.retryDelay(from: now) } else { nil }
    }
}
