import DomainLayer
import SharedUtils

extension BlackbookUpdate.Change {
    /// The change as a sentence to print, with anything that could steer a terminal taken out of
    /// the name: `Following jockey James McDonald.`; a name with an initial says what it follows.
    public var message: String {
        switch self {
        case .followed(let entry):
            guard entry.startsWithInitial, let initial = entry.name.first else {
                return "Following \(entry.phrase)."
            }
            return "Following \(entry.phrase): any \(entry.kind.rawValue) of that surname whose first name "
                + "starts with \(TerminalSafeText.sanitize(String(initial)))."
        case .alreadyFollowed(let entry): return "\(entry.phrase.capitalizedFirst) is already followed."
        case .unfollowed(let entry): return "Unfollowed \(entry.phrase)."
        case .notFollowed(let entry): return "\(entry.phrase.capitalizedFirst) is not followed."
        case .full(let entry):
            return "\(entry.phrase.capitalizedFirst) is not followed: the blackbook holds at most "
                + "\(Blackbook.capacity) names; unfollow one first."
        }
    }
}

extension FollowedName {
    /// The entry in words, its kind first: `jockey James McDonald`.
    var phrase: String {
        "\(kind.rawValue) \(TerminalSafeText.sanitize(name))"
    }
}
