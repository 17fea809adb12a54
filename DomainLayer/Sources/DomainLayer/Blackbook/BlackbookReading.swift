import Foundation

/// What one pass of the `BlackbookFollower` found: the races that hold a followed name, as the
/// cards read so far show them, the followed runners on the cards read just now, and the watched
/// prices that moved past the threshold on them.
public struct BlackbookReading: Sendable, Hashable {
    /// The races and runners to mark.
    public let followed: FollowedRaces
    /// The followed runners on the cards read in this pass, for alerts.
    public let sightings: [BlackbookSighting]
    /// The watched prices that moved past the threshold on the cards read in this pass.
    public let priceMoves: [PriceMoveSighting]
    /// When the pass ended.
    public let at: Date
}
