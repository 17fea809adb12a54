import ArgumentParser
import DataLayer
import DomainLayer

/// Which racing API to ask and how long to wait for it, as every command that asks it takes
/// them: `--api-url`, `--brand` and `--timeout`.
struct APIOptions: ParsableArguments {
    @Option(
        name: .customLong("api-url"),
        help: ArgumentHelp(
            "The racing API root; defaults to $NEXTTOGO_API_URL, then \(APIBrand.default.apiRoot.absoluteString).",
            valueName: "url"))
    var apiURL: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Whose racing API to ask; defaults to the config file's \"brand\", then neds. --api-url wins.",
            valueName: "brand"))
    var brand: BrandArgument?

    // Unconditional, so that `--timeout -5` reaches validate() rather than reading as an option.
    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp(
            "Seconds to wait for each answer from the API, from 1 to 60.", valueName: "seconds"))
    var timeout = 10

    func validate() throws {
        guard (1...60).contains(timeout) else {
            throw ValidationError("--timeout must be between 1 and 60 seconds, not \(timeout).")
        }
    }

    /// The variable that names the API root when `--api-url` does not.
    static let rootVariable = "NEXTTOGO_API_URL"

    /// The API these options choose: `--api-url`, then `NEXTTOGO_API_URL` of `variables`, then
    /// `--brand`; the environment adds the config file's brand.
    func choice(variables: [String: String]) -> RacingAPIChoice {
        RacingAPIChoice(root: apiURL ?? variables[Self.rootVariable], brandName: brand?.name)
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
