import Foundation

/// An alert as the webhook and the command receive it, as JSON; `docs/alerts.md` documents each
/// field, and they stay as they are: a field may be added, never renamed or removed.
///
/// ```json
/// {"version": 1, "id": "…", "kind": "followed_runner", "title": "…", "message": "…",
///  "priority": 3, "tags": ["horse"], "click": null, "race_id": "…", "raised_at": "2026-11-25T08:41:00Z"}
/// ```
public struct AlertRecord: Encodable, Equatable, Sendable {
    /// The record's version: 1.
    public let version = 1
    let id: String
    let kind: String
    let title: String
    let message: String
    let priority: Int
    let tags: [String]
    let click: String?
    let raceID: String?
    let raisedAt: String

    private enum CodingKeys: String, CodingKey {
        case version, id, kind, title, message, priority, tags, click
        case raceID = "race_id"
        case raisedAt = "raised_at"
    }

    /// The record of `alert`.
    public init(_ alert: Alert) {
        id = alert.id
        kind = alert.kind.rawValue
        title = alert.title
        message = alert.message
        priority = alert.priority.rawValue
        tags = alert.tags
        click = alert.click?.absoluteString
        raceID = alert.raceID
        raisedAt = alert.raisedAt.formatted(Date.ISO8601FormatStyle(timeZone: TimeZone(identifier: "UTC")!))
    }

    /// Writes every key, `null` for none, so a reader finds each in every record.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        try container.encode(id, forKey: .id)
        try container.encode(kind, forKey: .kind)
        try container.encode(title, forKey: .title)
        try container.encode(message, forKey: .message)
        try container.encode(priority, forKey: .priority)
        try container.encode(tags, forKey: .tags)
        try container.encode(click, forKey: .click)
        try container.encode(raceID, forKey: .raceID)
        try container.encode(raisedAt, forKey: .raisedAt)
    }

    /// The record as one line of JSON with sorted keys, ending in a newline.
    public var jsonLine: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Strings, integers and lists of strings always encode.
        return ((try? encoder.encode(self)) ?? Data("{}".utf8)) + Data("\n".utf8)
    }
}
