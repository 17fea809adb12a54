import Foundation

/// The address of the Neds next-races endpoint under a configurable API root.
public struct NedsEndpoint: Sendable, Equatable {
    /// Why an API root was refused.
    public enum InvalidRoot: Error, Equatable, CustomStringConvertible {
        /// The text is not a URL with a host.
        case notAURL(String)
        /// The URL does not start with http:// or https://.
        case unsupportedScheme(String)
        /// The URL carries a `?query` or a `#fragment`, which the endpoint's own path and query
        /// would mangle.
        case queryOrFragment(String)
        /// The port is outside 1 to 65535, so no server can listen on it.
        case portOutOfRange(String)

        /// The reason in words, for the usage error.
        public var description: String {
            switch self {
            case .notAURL(let text):
                "'\(text)' is not a URL; give one such as https://api.neds.com.au"
            case .unsupportedScheme(let text):
                "the API URL must start with http:// or https:// (got '\(text)')"
            case .queryOrFragment(let text):
                "the API URL must be a root without a ?query or #fragment, such as "
                    + "https://api.neds.com.au (got '\(text)')"
            case .portOutOfRange(let text):
                "the API URL's port must be between 1 and 65535 (got '\(text)')"
            }
        }
    }

    /// The root the endpoint path is appended to, without a trailing slash.
    public let apiRoot: URL

    /// Creates the endpoint under `apiRoot`.
    /// - Parameter apiRoot: An http or https URL such as `http://127.0.0.1:8080`; the scheme may be
    ///   in any case and is stored in lower case.
    /// - Throws: `InvalidRoot` when the text is not an http or https URL with a host, or carries
    ///   a query or a fragment.
    public init(apiRoot text: String) throws(InvalidRoot) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard var components = URLComponents(string: trimmed) else { throw .notAURL(text) }
        guard let scheme = components.scheme?.lowercased(), ["http", "https"].contains(scheme)
        else { throw .unsupportedScheme(text) }
        guard components.host?.isEmpty == false else { throw .notAURL(text) }
        guard components.query == nil, components.fragment == nil else { throw .queryOrFragment(text) }
        if let port = components.port, !(1...65535).contains(port) { throw .portOutOfRange(text) }
        components.scheme = scheme
        while components.percentEncodedPath.hasSuffix("/") {
            components.percentEncodedPath.removeLast()
        }
        guard let url = components.url else { throw .notAURL(text) }
        apiRoot = url
    }

    /// The host name people know the API by, for messages, with the port when it is not the
    /// scheme's default.
    public var hostDescription: String {
        apiRoot.hostDescription
    }

    /// The next-races URL asking for `count` races across all categories.
    public func nextRacesURL(count: Int) -> URL {
        URL(string: apiRoot.absoluteString + "/rest/v1/racing/?method=nextraces&count=\(count)")!
    }
}

extension NedsEndpoint {
    /// The v2 next-races URL asking for `count` races of each category in `categoryIDs`:
    /// `{api}/v2/racing/next-races-category-group?count=N&categories=<JSON array>`, the array
    /// percent-encoded as the sites send it.
    public func categoryGroupURL(count: Int, categoryIDs: [String]) -> URL {
        let ids = categoryIDs.map {
            "\"\($0.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })\""
        }
        let array = "[" + ids.joined(separator: ",") + "]"
        let encoded = array.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(["-"])) ?? ""
        return URL(
            string: apiRoot.absoluteString
                + "/v2/racing/next-races-category-group?count=\(count)&categories=\(encoded)")!
    }
}
