/// A followed name found on a card: the entry and the name it matched there, such as `J
/// McDonald` matching the rider `James McDonald`.
public struct BlackbookHit: Sendable, Hashable {
    /// The entry of the blackbook.
    public let followed: FollowedName
    /// The runner's name, rider or trainer it matched, as the card gives it.
    public let matchedName: String
}
