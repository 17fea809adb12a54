import ArgumentParser
import DomainLayer
import SharedUtils

/// What `follow` and `unfollow` take: a kind, then names, one to an argument, so
/// `jockey "James McDonald" "J Kah"` names two jockeys.
struct FollowedNamesArgument: ParsableArguments {
    @Argument(
        help: ArgumentHelp(
            "What the names are of; a harness driver is a jockey (driver is taken too).", valueName: "kind"))
    var kindArgument: FollowKindArgument

    /// What the names are of.
    var kind: FollowKind { kindArgument.kind }

    @Argument(
        help: ArgumentHelp(
            "A name, one to an argument; quote a name of several words, such as \"James McDonald\".",
            valueName: "name"))
    var names: [String]

    func validate() throws {
        if names.contains(where: StarredMeetings.isBlank) {
            throw ValidationError("A name cannot be blank; name a \(kind.rawValue), such as \(example).")
        }
        if names.contains(where: { ShownTextLimit.capped($0, to: StarredMeetings.nameLimit) != $0 }) {
            throw ValidationError(
                "A name is at most \(StarredMeetings.nameLimit) characters, accents and marks counted.")
        }
    }

    /// The names, each of the kind named.
    var entries: [FollowedName] {
        names.map { FollowedName(kind, $0) }
    }

    private var example: String {
        switch kind {
        case .runner: "\"Winx\""
        case .jockey: "\"James McDonald\""
        case .trainer: "\"Chris Waller\""
        }
    }
}
