import Foundation
import SharedUtils

/// One alert to send to the channels: what happened, in plain words bounded in length, how much
/// it matters, and where to look. Every text is made plain where the alert is made, so feed text
/// can never become markup, a header or a second line of a header.
public struct Alert: Sendable, Hashable {
    /// What the alert is about.
    public enum Kind: String, Sendable, CaseIterable {
        /// A followed runner, jockey or trainer runs soon.
        case followedRunner = "followed_runner"
        /// A followed runner is scratched.
        case scratching
        /// A fixed win price firmed or drifted past the threshold.
        case priceMove = "price_move"
        /// `doctor --send-test`'s alert.
        case test
    }

    /// How much the alert matters, as ntfy's five priorities.
    public enum Priority: Int, Sendable, CaseIterable {
        case min = 1
        case low = 2
        case normal = 3
        case high = 4
        case urgent = 5
    }

    /// The most characters of a title.
    public static let titleLimit = 120
    /// The most characters of a message.
    public static let messageLimit = 1_000
    /// The most tags, and the most characters of each.
    public static let tagLimit = (count: 5, length: 32)

    /// What identifies the alert, so that it is sent once per channel: the same event gives the
    /// same id, such as `followed_runner:<race id>:<runner number>`.
    public let id: String
    /// What it is about.
    public let kind: Kind
    /// One plain line, such as `Community Art runs in Redcliffe R4 at 08:48`.
    public let title: String
    /// One plain line or more of detail.
    public let message: String
    /// How much it matters.
    public let priority: Priority
    /// Plain words that tag it, such as `horse`; lower case letters, digits, `_` and `-` only.
    public let tags: [String]
    /// A page to open, http or https only; nil for none.
    public let click: URL?
    /// The race it is about; nil for none.
    public let raceID: String?
    /// When it was raised.
    public let raisedAt: Date

    /// An alert from its parts: the texts cut to their limits and made plain (one line, nothing
    /// that could steer a terminal), tags kept to the words a header and a URL take, and a click
    /// URL that is not http or https dropped.
    public init(
        id: String, kind: Kind, title: String, message: String, priority: Priority = .normal,
        tags: [String] = [], click: URL? = nil, raceID: String? = nil, raisedAt: Date
    ) {
        self.id = ShownTextLimit.safe(id, limit: ShownTextLimit.name)
        self.kind = kind
        self.title = ShownTextLimit.safe(title, limit: Self.titleLimit)
        self.message = ShownTextLimit.safe(message, limit: Self.messageLimit)
        self.priority = priority
        self.tags = Array(
            tags.map { tag in
                String(
                    tag.lowercased().unicodeScalars.filter { scalar in
                        scalar.isASCII
                            && (CharacterSet.alphanumerics.contains(scalar)
                                || "_-".unicodeScalars.contains(scalar))
                    }.prefix(Self.tagLimit.length).map(Character.init))
            }
            .filter { !$0.isEmpty }
            .prefix(Self.tagLimit.count))
        self.click = click.flatMap { ["http", "https"].contains($0.scheme?.lowercased()) ? $0 : nil }
        self.raceID = raceID.map { ShownTextLimit.safe($0, limit: ShownTextLimit.id) }
        self.raisedAt = raisedAt
    }
}
