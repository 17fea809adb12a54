import ArgumentParser
import DataLayer
import DomainLayer
import Foundation

/// Where races come from, as every command that fetches them takes it: the live API (at
/// `--api-url`) or the recordings bundled for `--demo`, and how long to wait for the API.
struct FeedOptions: ParsableArguments {
    @Flag(name: .long, help: "Use a recorded feed bundled with nexttogo; no network needed.")
    var demo = false

    @Option(
        name: .customLong("api-url"),
        help: ArgumentHelp(
            "The racing API root; defaults to $NEXTTOGO_API_URL, then \(NedsEndpoint.defaultAPIRoot.absoluteString).",
            valueName: "url"))
    var apiURL: String?

    // Unconditional, so that `--timeout -5` reaches validate() rather than reading as an option.
    @Option(
        name: .long, parsing: .unconditional,
        help: "Seconds to wait for the API before giving up, from 1 to 60.")
    var timeout = 10

    func validate() throws {
        guard (1...60).contains(timeout) else {
            throw ValidationError("--timeout must be between 1 and 60 seconds, not \(timeout).")
        }
        if demo && apiURL != nil {
            throw ValidationError("--demo plays a recorded feed, so it cannot be used with --api-url.")
        }
        if !demo {
            _ = try endpoint()
        }
    }

    /// The API endpoint from `--api-url`, then `NEXTTOGO_API_URL`, then the default.
    func endpoint() throws -> NedsEndpoint {
        let root =
            apiURL ?? ProcessInfo.processInfo.environment["NEXTTOGO_API_URL"]
            ?? NedsEndpoint.defaultAPIRoot.absoluteString
        do {
            return try NedsEndpoint(apiRoot: root)
        } catch {
            throw ValidationError("\(error).")
        }
    }

    /// The repository these options name; `readsRaceForms` asks for the races' details too.
    /// - Throws: `ExitCode.failure`, after saying why on stderr, when the demo's recordings are
    ///   missing or damaged.
    func repository(readsRaceForms: Bool = false) throws -> RacesServiceRepository {
        do {
            return try AppWiring.repository(
                for: demo ? .demo : .live(endpoint()), timeout: .seconds(timeout),
                readsRaceForms: readsRaceForms)
        } catch NedsServiceError.invalidResponse(let reason) {
            // Only the bundled recordings fail here: the resource bundle is missing or damaged.
            StandardStreams.write(
                "nexttogo: the demo cannot start: \(reason); keep DataLayer_DataLayer.resources beside the "
                    + "nexttogo binary\n", to: .standardError)
            throw ExitCode.failure
        }
    }
}
