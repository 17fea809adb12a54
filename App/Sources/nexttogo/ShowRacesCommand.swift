import ArgumentParser
import DataLayer
import DomainLayer
import Foundation

/// `nexttogo`: the next races to jump, soonest first.
@main
struct NextToGoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nexttogo",
        abstract: "Shows the next horse, greyhound and harness races to jump, soonest first.",
        discussion: """
            Races come from the public Neds racing API. A race leaves the list 60 seconds after \
            its advertised start. Use --demo to try nexttogo on a recorded feed without a network.
            """,
        version: AppVersion.current)

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Categories to show, as a comma list; may repeat. All three when left out.",
            valueName: "categories"))
    var filter: [CategoryList] = []

    @Option(name: .long, help: "How many races to show, from 1 to \(Self.maximumCount).")
    var count = 5

    @Flag(name: .long, help: "Print the races as a JSON array, for scripts.")
    var json = false

    @Flag(
        name: .long,
        help: "Keep a live screen: countdowns tick, the list refreshes itself; keys h g t a r q.")
    var watch = false

    @Flag(name: .long, help: "Use a recorded feed bundled with nexttogo; no network needed.")
    var demo = false

    @Option(
        name: .customLong("api-url"),
        help: ArgumentHelp(
            "The racing API root; defaults to $NEXTTOGO_API_URL, then \(NedsEndpoint.defaultAPIRoot.absoluteString).",
            valueName: "url"))
    var apiURL: String?

    @Option(name: .long, help: "Seconds to wait for the API before giving up, from 1 to 60.")
    var timeout = 10

    @Flag(name: .customLong("no-color"), help: "Never colour the output.")
    var noColor = false

    @Flag(name: .long, help: "Report on stderr how many races the feed sent that were skipped.")
    var verbose = false

    static let maximumCount = 50

    /// The categories chosen across every `--filter`.
    var categoryFilter: CategoryFilter {
        CategoryFilter(filter.flatMap(\.categories))
    }

    func validate() throws {
        guard (1...Self.maximumCount).contains(count) else {
            throw ValidationError("--count must be between 1 and \(Self.maximumCount), not \(count).")
        }
        guard (1...60).contains(timeout) else {
            throw ValidationError("--timeout must be between 1 and 60 seconds, not \(timeout).")
        }
        if watch && json {
            throw ValidationError("--watch draws a live screen, so it cannot be used with --json.")
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

    /// Runs the command, printing a usage error as one line rather than with the usage text.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
            StandardStreams.write(
                "nexttogo: \(message(for: error)) See 'nexttogo --help'.\n", to: .standardError)
            exit(withError: ExitCode.validationFailure)
        }
    }

    func run() async throws {
        let terminal = TerminalCapabilities.standardOutput(noColorFlag: noColor)
        let repository: RacesServiceRepository
        do {
            repository = try AppWiring.repository(
                for: demo ? .demo : .live(endpoint()), timeout: .seconds(timeout))
        } catch NedsServiceError.invalidResponse(let reason) {
            // Only the bundled recordings fail here: the resource bundle is missing or damaged.
            StandardStreams.write(
                "nexttogo: the demo cannot start: \(reason); keep DataLayer_DataLayer.resources beside the "
                    + "nexttogo binary\n", to: .standardError)
            throw ExitCode.failure
        }
        if watch {
            let status = await WatchSession(
                filter: categoryFilter, limit: count, repository: repository, terminal: terminal
            ).run()
            if status != 0 { throw ExitCode(status) }
            return
        }
        let outcome = await OneShotReport(
            filter: categoryFilter, limit: count, asJSON: json, verbose: verbose,
            offersDemo: !demo, terminal: terminal
        )
        .produce(using: repository)
        StandardStreams.write(outcome.standardOutput, to: .standardOutput)
        StandardStreams.write(outcome.standardError, to: .standardError)
        if outcome.failed { throw ExitCode.failure }
    }
}
