import ArgumentParser
import DataLayer
import DomainLayer

/// Options that choose the racing API and how long to wait for it: `--api-url`, `--brand` and
/// `--timeout`, as `APIOptions` (for `doctor`) and `FeedOptions` (for the rest) both declare them.
///
/// `FeedOptions` declares them itself rather than holding `APIOptions` as a group: a debug build
/// of ArgumentParser checks a group's declarations again for every check of its parent's, so a
/// group in a group cost about a third of every command line's parse, in every in-process test.
protocol APIChoosing {
    /// `--api-url`.
    var apiURL: String? { get }
    /// `--brand`.
    var brand: BrandArgument? { get }
    /// `--timeout`, in seconds.
    var timeout: Int { get }
}

/// The help of the three options, said once for both declarations.
enum APIOptionHelp {
    /// `--api-url`'s.
    static let apiURL = ArgumentHelp(
        "The racing API root; defaults to $NEXTTOGO_API_URL, then \(APIBrand.default.apiRoot.absoluteString).",
        valueName: "url")
    /// `--brand`'s.
    static let brand = ArgumentHelp(
        "Whose racing API to ask; defaults to the config file's \"brand\", then neds. --api-url wins.",
        valueName: "brand")
    /// `--timeout`'s.
    static let timeout = ArgumentHelp(
        "Seconds to wait for each answer from the API, from 1 to 60.", valueName: "seconds")
}

extension APIChoosing {
    /// The variable that names the API root when `--api-url` does not.
    static var rootVariable: String { "NEXTTOGO_API_URL" }

    /// The API these options choose: `--api-url`, then `NEXTTOGO_API_URL` of `variables`, then
    /// `--brand`; the environment adds the config file's brand.
    func choice(variables: [String: String]) -> RacingAPIChoice {
        RacingAPIChoice(root: apiURL ?? variables[Self.rootVariable], brandName: brand?.name)
    }

    /// Checks `--timeout`'s range.
    /// - Throws: `ValidationError` saying why not.
    func validateTimeout() throws {
        guard (1...60).contains(timeout) else {
            throw ValidationError("--timeout must be between 1 and 60 seconds, not \(timeout).")
        }
    }

    /// Checks that the root `--api-url` gives is one the program can ask; one from the
    /// environment is checked as the command starts.
    /// - Throws: `ValidationError` saying why not.
    func validateRoot() throws {
        do {
            _ = try choice(variables: [:]).endpoint()
        } catch {
            throw ValidationError("\(error).")
        }
    }
}
