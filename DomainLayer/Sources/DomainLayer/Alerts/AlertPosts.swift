import DataLayer
import Foundation

/// The POST requests an alert makes to ntfy and to a webhook.
public enum AlertPosts {
    /// The most characters of a header's value; a title is cut well before.
    static let headerLimit = 1_000

    /// ntfy's publish request: the message as the body, and the title, priority, tags and click
    /// URL as its `Title`, `Priority`, `Tags` and `Click` headers (a title that is not ASCII in
    /// RFC 2047's `=?UTF-8?B?…?=`, which ntfy reads), with `Authorization: Bearer` when there
    /// is a token.
    public static func ntfy(_ alert: Alert, url: URL, token: String?) -> HTTPPost {
        var headers = [
            "Title": headerValue(alert.title),
            "Priority": "\(alert.priority.rawValue)",
            "Content-Type": "text/plain; charset=utf-8",
        ]
        if !alert.tags.isEmpty { headers["Tags"] = alert.tags.joined(separator: ",") }
        if let click = alert.click { headers["Click"] = headerValue(click.absoluteString) }
        if let token = token.map(headerValue), !token.isEmpty { headers["Authorization"] = "Bearer \(token)" }
        return HTTPPost(url: url, headers: headers, body: Data(alert.message.utf8))
    }

    /// The webhook's request: the alert's record (`AlertRecord`) as JSON.
    public static func webhook(_ alert: Alert, url: URL) -> HTTPPost {
        HTTPPost(
            url: url, headers: ["Content-Type": "application/json"], body: AlertRecord(alert).jsonLine)
    }

    /// `text` as a header's value: one line of visible ASCII and spaces as it is; anything else
    /// whole in RFC 2047's base64 encoded word, so no character of it can end the header or start
    /// another.
    static func headerValue(_ text: String) -> String {
        let bounded = String(text.prefix(headerLimit))
        let isPlain = bounded.utf8.allSatisfy { (0x20...0x7E).contains($0) }
        return isPlain ? bounded : "=?UTF-8?B?" + Data(bounded.utf8).base64EncodedString() + "?="
    }
}
