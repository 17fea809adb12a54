import DomainLayer
import Foundation
import SharedUtils

/// The blackbook as `nexttogo followed` prints it: one name a line, its kind first, in the order
/// followed within each kind; or as JSON, for scripts.
public enum BlackbookList {
    /// One entry of `nexttogo followed --json`: `{"kind": "jockey", "name": "James McDonald"}`.
    struct Record: Encodable, Equatable {
        /// `runner`, `jockey` or `trainer`.
        let kind: String
        /// The name as followed.
        let name: String
    }

    /// The entries, runners first, then jockeys, then trainers: `jockey   James McDonald`.
    public static func text(_ blackbook: Blackbook) -> String {
        let width = FollowKind.allCases.map(\.rawValue.count).max() ?? 0
        return orderedEntries(blackbook).map { entry in
            entry.kind.rawValue.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                + TerminalSafeText.sanitize(entry.name) + "\n"
        }.joined()
    }

    /// The entries as a JSON list of records, in the order `text` lists them.
    public static func json(_ blackbook: Blackbook) -> String {
        RaceJSONRecord.prettyJSON(
            orderedEntries(blackbook).map { Record(kind: $0.kind.rawValue, name: $0.name) }, orElse: "[]")
            + "\n"
    }

    /// `nexttogo followed` found nobody followed.
    public static let nobodyFollowed = Diagnostic.note(
        "nobody is followed yet", hint: "follow one with 'nexttogo follow runner|jockey|trainer <name>'")

    private static func orderedEntries(_ blackbook: Blackbook) -> [FollowedName] {
        FollowKind.allCases.flatMap { kind in blackbook.entries.filter { $0.kind == kind } }
    }
}
