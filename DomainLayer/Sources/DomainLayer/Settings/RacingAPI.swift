import Foundation

/// The racing API a command will ask, as `RacingAPIChoice` chose it: a checked http or https
/// root.
public struct RacingAPI: Sendable, Equatable {
    /// The root, without a trailing slash, such as `https://api.neds.com.au`.
    public let root: URL
}
