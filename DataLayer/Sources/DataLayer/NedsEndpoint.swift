import Foundation

/// The address of the Neds next-races endpoint under a configurable API root.
public struct NedsEndpoint: Sendable, Equatable {
    /// The public Neds API root.
    public static let defaultAPIRoot = URL(string: "https://api.neds.com.au")!

    /// Why an API root was refused.
    public enum InvalidRoot: Error, Equatable, CustomStringConvertible {
        /// The text is not a URL with a host.
        case notAURL(String)
        /// The URL does not start with http:// or https://.
        case unsupportedScheme(String)

        /// The reason in words, for the usage error.
        public var description: String {
            switch self {
            case .notAURL(let text):
                "'\(text)' is not a URL; give one such as https://api.neds.com.au"
            case .unsupportedScheme(let text):
                "the API URL must start with http:// or https:// (got '\(text)')"
            }
        }
    }

    /// The root the endpoint path is appended to, without a trailing slash.
    public let apiRoot: URL

    /// Creates the endpoint under `apiRoot`.
    /// - Parameter apiRoot: An http or https URL such as `http://127.0.0.1:8080`.
    /// - Throws: `InvalidRoot` when the text is not an http or https URL with a host.
    public init(apiRoot text: String) throws(InvalidRoot) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let components = URLComponents(string: trimmed) else { throw .notAURL(text) }
        guard let scheme = components.scheme?.lowercased(), ["http", "https"].contains(scheme)
        else { throw .unsupportedScheme(text) }
        guard components.host?.isEmpty == false else { throw .notAURL(text) }
        var root = trimmed
        while root.hasSuffix("/") { root.removeLast() }
        guard let url = URL(string: root) else { throw .notAURL(text) }
        apiRoot = url
    }

    /// The host name people know the API by, for messages.
    public var hostDescription: String {
        let host = apiRoot.host ?? apiRoot.absoluteString
        return apiRoot.port.map { "\(host):\($0)" } ?? host
    }

    /// The next-races URL asking for `count` races across all categories.
    public func nextRacesURL(count: Int) -> URL {
        URL(string: apiRoot.absoluteString + "/rest/v1/racing/?method=nextraces&count=\(count)")!
    }
}
