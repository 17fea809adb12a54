import Foundation

/// The betting brands that run the racing API, each at its own root, as `--brand` and the config
/// file name them.
///
/// Neds and Ladbrokes are the same platform: the same paths answer the same shapes.
public enum APIBrand: String, Sendable, CaseIterable {
    /// Neds, at `https://api.neds.com.au`.
    case neds
    /// Ladbrokes Australia, at `https://api.ladbrokes.com.au`.
    case ladbrokes

    /// The brand used when neither a flag nor the config file names one: its root is the one
    /// asked when nothing names another.
    public static let `default` = APIBrand.neds

    /// The root of the brand's racing API.
    public var apiRoot: URL {
        switch self {
        case .neds: URL(string: "https://api.neds.com.au")!
        case .ladbrokes: URL(string: "https://api.ladbrokes.com.au")!
        }
    }
}
