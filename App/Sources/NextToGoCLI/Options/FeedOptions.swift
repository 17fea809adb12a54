import ArgumentParser
import DomainLayer
import Foundation

/// Where races come from, as every command that fetches them takes it: the live API (at
/// `--api-url`, else the root of `--brand`) or the recorded racing day built in for `--demo`, and
/// how long to wait for the API.
struct FeedOptions: ParsableArguments {
    @Flag(name: .long, help: "Replay a recorded racing day built into nexttogo; no network needed.")
    var demo = false

    @Option(
        name: .customLong("api-url"),
        help: ArgumentHelp(
            "The racing API root; defaults to $NEXTTOGO_API_URL, then \(RacingAPIChoice.defaultRoot).",
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
            "Seconds to wait for the API before giving up, from 1 to 60.", valueName: "seconds"))
    var timeout = 10

    func validate() throws {
        guard (1...60).contains(timeout) else {
            throw ValidationError("--timeout must be between 1 and 60 seconds, not \(timeout).")
        }
        if demo {
            _ = try DemoClock.start(from: ProcessInfo.processInfo.environment[DemoClock.variable])
        }
        if demo && apiURL != nil {
            throw ValidationError("--demo plays a recorded feed, so it cannot be used with --api-url.")
        }
        if demo && brand != nil {
            throw ValidationError("--demo plays a recorded feed, so it cannot be used with --brand.")
        }
        if !demo {
            do {
                _ = try apiChoice.api()
            } catch {
                throw ValidationError("\(error).")
            }
        }
    }

    /// The API these options choose: `--api-url`, then `NEXTTOGO_API_URL`, then `--brand`; the
    /// composition root adds the config file's brand.
    var apiChoice: RacingAPIChoice {
        RacingAPIChoice(
            root: apiURL ?? ProcessInfo.processInfo.environment["NEXTTOGO_API_URL"], brandName: brand?.name)
    }
}
