import ArgumentParser
import Foundation

/// `nexttogo`: the next races to jump, soonest first, and the meetings a person stars.
///
/// Showing races is the default subcommand, so `nexttogo --filter horse` is
/// `nexttogo show --filter horse`.
@main
struct NextToGoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nexttogo",
        abstract: "Shows the next horse, greyhound and harness races to jump, soonest first.",
        usage: """
            nexttogo [show] [--filter <categories> ...] [--count <count>] [--starred | --starred-first]
                            [--group] [--tz <area/city>] [--json] [--watch] [--demo] [--api-url <url>]
                            [--brand neds|ladbrokes] [--timeout <seconds>] [--no-color] [--verbose]
                            [--alert <duration> [--alert-starred]]
            nexttogo star <meeting> ...
            nexttogo unstar <meeting> ...
            nexttogo stars
            nexttogo race <race-id> [--json] [--demo] [--api-url <url>] [--brand neds|ladbrokes] [--tz <area/city>]
            """,
        discussion: """
            Races come from the public Neds racing API, or Ladbrokes' with --brand ladbrokes. A race leaves the list 60 seconds after \
            its advertised start. Use --demo to try nexttogo on a recorded feed without a network. \
            With no subcommand, nexttogo shows races: see 'nexttogo help show' for its options.
            """,
        version: AppVersion.current,
        subcommands: [
            ShowRacesCommand.self, StarCommand.self, UnstarCommand.self, StarsCommand.self, RaceCommand.self,
        ],
        defaultSubcommand: ShowRacesCommand.self)

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
            var sentence = message(for: error)
            if !sentence.hasSuffix(".") { sentence += "." }
            StandardStreams.write("nexttogo: \(sentence) See 'nexttogo --help'.\n", to: .standardError)
            exit(withError: ExitCode.validationFailure)
        }
    }
}
