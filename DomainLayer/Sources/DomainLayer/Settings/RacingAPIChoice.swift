import DataLayer
import Foundation

/// The racing API a command asks: a root given outright (`--api-url`, else `NEXTTOGO_API_URL`),
/// else a brand's root (`--brand`, else the config file's), else the default brand's.
///
/// Brand names are parsed here, as the config file's are, so the command line's argument types
/// hold only text.
public struct RacingAPIChoice: Sendable, Equatable {
    /// The brands' names, as `--brand` and the config file take them.
    public static let brandNames = APIBrand.allCases.map(\.rawValue)

    /// An API root given outright, as typed.
    public var root: String?
    /// A brand's name from the command line, in any case and spacing.
    public var brandName: String?

    /// Creates a choice of `root`, else the brand named `brandName`.
    public init(root: String?, brandName: String?) {
        self.root = root
        self.brandName = brandName
    }

    /// The brand called `text`, in any case and with spaces around it; nil when no brand has
    /// that name.
    public static func brand(named text: String) -> APIBrand? {
        APIBrand(rawValue: text.trimmingCharacters(in: .whitespaces).lowercased())
    }

    /// The endpoint to ask: under the root, else the named brand's, else `fallback`'s (the
    /// config file's brand), else the default brand's.
    /// - Throws: `NedsEndpoint.InvalidRoot` when the root is not an http or https URL.
    public func endpoint(fallback: APIBrand? = nil) throws(NedsEndpoint.InvalidRoot) -> NedsEndpoint {
        let brand = brandName.flatMap(Self.brand(named:)) ?? fallback ?? .default
        return try NedsEndpoint(apiRoot: root ?? brand.apiRoot.absoluteString)
    }
}
