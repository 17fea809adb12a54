import Foundation

/// A whole response the live transport received: its status, its headers (names lowercased,
/// repeated fields joined by commas) and its body.
struct LiveHTTPResponse: Sendable, Equatable {
    /// The status code, such as 200.
    var status: Int
    /// Header fields keyed by lowercased name.
    var headers: [String: String]
    /// The body bytes.
    var body: Data
}
