import Foundation

/// Where alerts go beside the screen: an ntfy topic, a webhook, or a command run with each alert
/// on its standard input.
public enum AlertChannel: Sendable, Hashable {
    /// ntfy's publish API: a POST to `<server>/<topic>` (the URL given), with the alert's title,
    /// priority, tags and click URL as headers, and an access token when one is given.
    case ntfy(url: URL, token: AlertToken?)
    /// A JSON POST of the alert (`AlertRecord`) to the URL.
    case webhook(url: URL)
    /// A command run by `/bin/sh -c` with the alert's JSON (`AlertRecord`) on its standard input.
    case command(String)

    /// The channel's name in words, without its token: `ntfy https://ntfy.sh/my-topic`.
    public var description: String {
        switch self {
        case .ntfy(let url, let token):
            "ntfy \(url.absoluteString)" + (token.map { " (token from \($0.sourceDescription))" } ?? "")
        case .webhook(let url): "webhook \(url.absoluteString)"
        case .command(let command): "command \(command)"
        }
    }

    /// The URL of an ntfy topic or webhook as a person types it: http or https, with a host, no
    /// user or password, at most 2,000 characters; nil for anything else.
    public static func url(_ text: String) -> URL? {
        guard text.count <= 2_000, let url = URL(string: text.trimmingCharacters(in: .whitespaces)),
            let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = url.host, !host.isEmpty, url.user == nil, url.password == nil
        else { return nil }
        return url
    }
}

/// Where an ntfy access token is read from: a file, or an environment variable. The token itself
/// is read only when an alert is sent, and never shown.
public enum AlertToken: Sendable, Hashable {
    /// A file holding the token (its first line).
    case file(String)
    /// An environment variable holding it.
    case environment(String)

    /// Where it is read from, for `doctor`: `the file /etc/ntfy-token` or `$NTFY_TOKEN`.
    public var sourceDescription: String {
        switch self {
        case .file(let path): "the file \(path)"
        case .environment(let name): "$\(name)"
        }
    }
}
