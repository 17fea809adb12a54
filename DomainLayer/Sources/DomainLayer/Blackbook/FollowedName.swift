import Foundation

/// One name in the blackbook: a runner, jockey or trainer a punter follows, kept as first typed
/// (tidied as a star is) and matched as a punter types names (see `NameWords`).
public struct FollowedName: Sendable, Hashable {
    /// What the name is the name of.
    public let kind: FollowKind
    /// The name, tidied as a starred meeting's is.
    public let name: String

    /// The name `name` of `kind`, tidied.
    public init(_ kind: FollowKind, _ name: String) {
        self.kind = kind
        self.name = StarredMeetings.tidied(name)
    }

    /// The words the name is compared by.
    var words: NameWords { NameWords(name) }

    /// True when the name starts with an initial, as `J McDonald` does, and so follows anyone of
    /// that surname whose first name starts with it.
    public var startsWithInitial: Bool { words.startsWithInitial }

    /// Whether this and `other` are one entry of the blackbook: the same kind, and the same words.
    func isSameEntry(as other: FollowedName) -> Bool {
        kind == other.kind && words == other.words
    }

    /// The name on `runner`'s card that this follows (its name, rider or trainer, by kind); nil
    /// when it does not follow the runner. A trainer's field naming partners (`Ciaron Maher &
    /// David Eustace`) is matched partner by partner.
    public func matchedName(in runner: Runner) -> String? {
        let words = words
        switch kind {
        case .runner:
            return words.names(NameWords(runner.name), allowsInitial: false, allowsCountry: true)
                ? runner.name : nil
        case .jockey:
            guard let rider = runner.rider else { return nil }
            return words.names(NameWords(rider), allowsInitial: true, allowsCountry: false) ? rider : nil
        case .trainer:
            guard let trainer = runner.trainer else { return nil }
            let partners = Self.partners(in: trainer)
            return partners.first { words.names(NameWords($0), allowsInitial: true, allowsCountry: false) }
        }
    }

    /// The partners a trainer's field names, split at `&`, `/`, `,` and the word `and`.
    private static func partners(in trainer: String) -> [String] {
        trainer.replacingOccurrences(of: " and ", with: "&", options: .caseInsensitive)
            .split(whereSeparator: { "&/,".contains($0) })
            .map { String($0).trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }
}
