import ArgumentParser
import DomainLayer

/// A kind of followed name on the command line: `runner`, `jockey` (or `driver`, as harness
/// racing says) or `trainer`, in any case.
struct FollowKindArgument: ExpressibleByArgument, Equatable {
    /// The kind named.
    let kind: FollowKind

    init?(argument: String) {
        let word = argument.lowercased()
        guard let kind = FollowKind(rawValue: word == "driver" ? "jockey" : word) else { return nil }
        self.kind = kind
    }

    static var allValueStrings: [String] {
        FollowKind.allCases.map(\.rawValue)
    }

    /// Shell completion offers the kinds.
    static var defaultCompletionKind: CompletionKind {
        .list(allValueStrings)
    }
}
