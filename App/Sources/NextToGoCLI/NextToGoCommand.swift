import ArgumentParser
import Foundation
import LiveHTTP

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
                FollowCommand.self, UnfollowCommand.self, FollowedCommand.self, AlertsCommand.self,
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
            "[--verbose]", "[--alert <duration> [--alert-starred]]", "[alerts' channel options]"),
        .init("nexttogo star", "<meeting> ..."),
        .init("nexttogo unstar", "<meeting> ..."),
        .init("nexttogo stars"),
        .init("nexttogo follow", "runner|jockey|trainer <name> ..."),
        .init("nexttogo unfollow", "runner|jockey|trainer <name> ..."),
        .init("nexttogo followed", "[-j|--json]", "[--today [options of meetings]]"),
        .init(
            "nexttogo alerts", "[--ntfy <url> [--ntfy-token-file <path> | --ntfy-token-env <name>]]",
            "[--webhook <url>]", "[--alert-command <command>]", "[--move-percent <percent>]",
            "[--move-window <duration>]", "[--watch-race <race-id> ...]", "[-f|--filter <categories> ...]",
            "[--country <codes> ...]", "[--tz <area/city>]", "[--demo]", "[--api-url <url>]",
            "[--brand <brand>]",
            "[--timeout <seconds>]"),
        RaceCommand.usage.forms[0],
        .init(
            "nexttogo meetings", "[-f|--filter <categories> ...]", "[--country <codes> ...]",
            "[--date <date>]",
            "[--tz <area/city>]", "[-j|--json]", "[--demo]", "[--api-url <url>]", "[--brand <brand>]",
            "[--timeout <seconds>]", "[--no-color]", "[--verbose]"),
        .init("nexttogo meeting <name>", "[same options as meetings]"),
        .init("nexttogo race <meeting> <number>", "[same options as meetings]"),
        .init(
            "nexttogo doctor", "[--api-url <url>]", "[--brand <brand>]", "[--timeout <seconds>]", "[--json]",
            "[alerts' channel options]", "[--send-test]"),
        .init(
            "nexttogo serve", "[--port <port>]", "[--bind <address>]", "[--publish <url>]",
            "[--events-url <path>]", "[-f|--filter <categories> ...]", "[--country <codes> ...]",
            "[-n|--count <count>]", "[--tz <area/city>]", "[--demo]", "[--api-url <url>]",
            "[--brand <brand>]",
            "[--timeout <seconds>]"),
    ])

    /// The root command has nothing to parse of its own: its subcommands do the work.
    public init() {}

    /// Runs the command line in the process's own environment, then shuts the one HTTP client
    /// down and exits with the command's status.
    public static func main() async {
        let http = SharedHTTPClient()
        let status = await run(Array(CommandLine.arguments.dropFirst()), in: .live(http: http))
        await http.shutDown()
        Foundation.exit(status)
    }

    /// Parses `arguments` (the command line without the program's name) and runs the command they
    /// name in `environment`, writing everything it prints there; returns the exit status. A
    /// usage error is one line rather than the usage text.
    static func run<C: Clock<Duration>>(_ arguments: [String], in environment: CommandEnvironment<C>)
        async -> Int32
    {
        // Help is written for this environment's variables and width, not the process's.
        await HelpContext.$current.withValue(HelpContext(of: environment)) {
            await parseAndRun(arguments, in: environment)
        }
    }

    /// `run(_:in:)` within its help context.
    private static func parseAndRun<C: Clock<Duration>>(
        _ arguments: [String], in environment: CommandEnvironment<C>
    ) async -> Int32 {
        do {
            let command = try parseAsRoot(arguments)
            environment.releaseSignals((command as? any EndingSignalHandling)?.handledEndingSignals ?? [])
            guard let runnable = command as? any EnvironmentCommand else {
                // The parser's own `help`, which throws the help it shows.
                var command = command
                try command.run()
                return ExitCode.success.rawValue
            }
            try await runnable.run(in: environment)
            return ExitCode.success.rawValue
        } catch {
            // A usage error, help or a failed command: a signal held meanwhile ends it as it would have.
            environment.releaseSignals([])
            return ending(with: error, arguments: arguments, in: environment)
        }
    }

    /// Says what `error` means for the command line `arguments` in `environment`'s output, and
    /// returns the status to exit with.
    private static func ending<C: Clock<Duration>>(
        with error: any Error, arguments: [String], in environment: CommandEnvironment<C>
    ) -> Int32 {
        let code = exitCode(for: error)
        let commands = configuration.subcommands.compactMap { $0.configuration.commandName }
        if code == .success, let topic = UsageErrorMessage.unknownHelpTopic(in: arguments, commands: commands)
        {
            // `help foo` would print the top-level help and succeed, as if `foo` were fine.
            environment.report(.error(UsageErrorMessage(helpForUnknown: topic, commands: commands).text))
            return ExitCode.validationFailure.rawValue
        }
        if code == .success, !(error is ExitCode) {
            // Help, the version and completion scripts go through the one writer too, so a full
            // disk or a closed terminal is reported rather than ignored.
            let text = CompletionScript.completingBareFormAsShow(
                fullMessage(for: error, columns: HelpContext.current.columns))
            if !text.isEmpty { environment.print(text + "\n") }
            return ExitCode.success.rawValue
        }
        // Exit statuses of our own are the parser's to end with, as they are.
        let text = message(for: error)
        guard code != .success, !(error is ExitCode), !text.isEmpty else { return code.rawValue }
        guard code == .validationFailure else {
            environment.report(.error(UsageErrorMessage.printableSentence(text)))
            return code.rawValue
        }
        let usage = UsageErrorMessage(parserMessage: text, arguments: arguments, commands: commands)
        environment.report(.error(usage.text))
        return ExitCode.validationFailure.rawValue
    }
}
