import ArgumentParser
import Foundation

/// `nexttogo`: the next races to jump, soonest first, and the meetings a person stars; the
/// `nexttogo` executable's entry point calls `main()`.
///
/// Showing races is the default subcommand, so `nexttogo --filter horse` is
/// `nexttogo show --filter horse`.
public struct NextToGoCommand: AsyncParsableCommand {
    /// The name, usage, help text and subcommands; the usage wrapped to the help's width.
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "nexttogo",
            abstract: "Shows the next horse, greyhound and harness races to jump, soonest first.",
            usage: usage.text,
            discussion: """
                Races come from the public Neds racing API, or Ladbrokes' with --brand ladbrokes. A race leaves the list 60 seconds after \
                its advertised start. Use --demo to try nexttogo on a recorded racing day without a network, \
                and 'nexttogo doctor' to see which routes of the API answer when live data looks wrong. \
                With no subcommand, nexttogo shows races: see 'nexttogo help show' for its options.
                """,
            version: AppVersion.current,
            subcommands: [
                ShowRacesCommand.self, StarCommand.self, UnstarCommand.self, StarsCommand.self,
                RaceCommand.self,
                MeetingsCommand.self, MeetingCommand.self, DoctorCommand.self, ServeCommand.self,
            ],
            defaultSubcommand: ShowRacesCommand.self)
    }

    /// Every form of the command, as the USAGE block shows them.
    static let usage = UsageText(forms: [
        .init(
            "nexttogo [show]", "[-f|--filter <categories> ...]", "[--country <codes> ...]",
            "[-n|--count <count>]",
            "[--starred | --starred-first]", "[--group]", "[--tz <area/city>]", "[-j|--json]", "[-w|--watch]",
            "[--demo]", "[--api-url <url>]", "[--brand <brand>]", "[--timeout <seconds>]", "[--no-color]",
            "[--verbose]", "[--alert <duration> [--alert-starred]]"),
        .init("nexttogo star", "<meeting> ..."),
        .init("nexttogo unstar", "<meeting> ..."),
        .init("nexttogo stars"),
        RaceCommand.usage.forms[0],
        .init(
            "nexttogo meetings", "[-f|--filter <categories> ...]", "[--country <codes> ...]",
            "[--date <date>]",
            "[--tz <area/city>]", "[-j|--json]", "[--demo]", "[--api-url <url>]", "[--brand <brand>]",
            "[--timeout <seconds>]", "[--no-color]", "[--verbose]"),
        .init("nexttogo meeting <name>", "[same options as meetings]"),
        .init("nexttogo race <meeting> <number>", "[same options as meetings]"),
        .init(
            "nexttogo doctor", "[--api-url <url>]", "[--brand <brand>]", "[--timeout <seconds>]", "[--json]"),
        .init(
            "nexttogo serve", "[--port <port>]", "[--bind <address>]", "[-f|--filter <categories> ...]",
            "[--country <codes> ...]", "[--tz <area/city>]", "[--demo]", "[--api-url <url>]",
            "[--brand <brand>]",
            "[--timeout <seconds>]"),
    ])

    /// The root command has nothing to parse of its own: its subcommands do the work.
    public init() {}

    /// Runs the command, printing a usage error as one line rather than with the usage text; the
    /// HTTP client is shut down once the command ends, however it ends.
    public static func main() async {
        do {
            var command = try parseAsRoot()
            EndingSignals.release(keeping: (command as? any EndingSignalHandling)?.handledEndingSignals ?? [])
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            await AppWiring.http.shutDown()
        } catch {
            // A usage error, help or a failed command: a signal held meanwhile ends it as it would have.
            EndingSignals.release(keeping: [])
            await AppWiring.http.shutDown()
            let code = exitCode(for: error)
            let commands = configuration.subcommands.compactMap { $0.configuration.commandName }
            let arguments = Array(CommandLine.arguments.dropFirst())
            if code == .success,
                let topic = UsageErrorMessage.unknownHelpTopic(in: arguments, commands: commands)
            {
                // `help foo` would print the top-level help and succeed, as if `foo` were fine.
                DiagnosticPrinter.print(
                    .error(UsageErrorMessage(helpForUnknown: topic, commands: commands).text))
                exit(withError: ExitCode.validationFailure)
            }
            if code == .success, !(error is ExitCode) {
                // Help, the version and completion scripts go through the one writer too, so a
                // full disk or a closed terminal is reported rather than ignored.
                let text = CompletionScript.completingBareFormAsShow(fullMessage(for: error))
                if !text.isEmpty { StandardStreams.write(text + "\n", to: .standardOutput) }
                exit(withError: ExitCode.success)
            }
            // Exit statuses of our own are the parser's to end with, as they are.
            let text = message(for: error)
            guard code != .success, !(error is ExitCode), !text.isEmpty else { exit(withError: error) }
            guard code == .validationFailure else {
                DiagnosticPrinter.print(.error(UsageErrorMessage.printableSentence(text)))
                exit(withError: ExitCode(code.rawValue))
            }
            let usage = UsageErrorMessage(parserMessage: text, arguments: arguments, commands: commands)
            DiagnosticPrinter.print(.error(usage.text))
            exit(withError: ExitCode.validationFailure)
        }
    }
}
