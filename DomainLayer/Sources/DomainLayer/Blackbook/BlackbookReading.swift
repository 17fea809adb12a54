import Foundation

/// What one pass of the `BlackbookFollower` found: the races that hold a followed name, as the
/// cards read so far show them, and the followed runners on the cards read just now.
public struct BlackbookReading: Sendable, Hashable {
    /// The races and runners to mark.
    public let followed: FollowedRaces
    /// The followed runners on the cards read in this pass, for alerts.
    public let sightings: [BlackbookSighting]
    /// When the pass ended.
    public let at: Date
}
