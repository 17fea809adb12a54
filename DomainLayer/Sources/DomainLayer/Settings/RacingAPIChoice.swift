import DataLayer
import Foundation

/// The racing API a command asks: a root given outright (`--api-url`, else `NEXTTOGO_API_URL`),
/// else a brand's root (`--brand`, else the config file's), else Neds'.
///
/// Brand names are parsed here, as the config file's are, so the command line's argument types
/// hold only text.
public struct RacingAPIChoice: Sendable, Equatable {
    /// The brands' names, as `--brand` and the config file take them.
    public static let brandNames = RacingBrand.allCases.map(\.rawValue)
    /// The root asked when nothing names another, for help texts.
    public static let defaultRoot = RacingBrand.default.wire.apiRoot.absoluteString

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
    public static func brand(named text: String) -> RacingBrand? {
        RacingBrand(rawValue: text.trimmingCharacters(in: .whitespaces).lowercased())
    }

    /// Why a root given outright was refused, in words for the usage error.
    public struct InvalidRoot: Error, Equatable, CustomStringConvertible {
        /// The reason, with what to give instead.
        public let description: String
    }

    /// The API to ask: the root, else the named brand's, else `fallback`'s (the config file's
    /// brand), else Neds'.
    /// - Throws: `InvalidRoot` when the root is not an http or https URL.
    public func api(fallback: RacingBrand? = nil) throws(InvalidRoot) -> RacingAPI {
        let brand = brandName.flatMap(Self.brand(named:)) ?? fallback ?? .default
        do {
            let endpoint = try NedsEndpoint(apiRoot: root ?? brand.wire.apiRoot.absoluteString)
            return RacingAPI(root: endpoint.apiRoot)
        } catch {
            throw InvalidRoot(description: error.description)
        }
    }
}
