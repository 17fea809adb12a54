import ArgumentParser

/// What a command prints, for the words of its `--json` help, such as "the races as a JSON array".
protocol OutputSubject {
    /// The output as JSON in a few words, such as "the races as a JSON array".
    static var asJSON: String { get }
}

/// `-j`/`--json` and `--no-color`, as every command that prints races, meetings or a card takes
/// them; `Subject` words the `--json` help for the command's output.
struct OutputOptions<Subject: OutputSubject>: ParsableArguments {
    @Flag(name: [.customShort("j"), .long], help: ArgumentHelp("Print \(Subject.asJSON), for scripts."))
    var json = false

    @Flag(name: .customLong("no-color"), help: "Never colour the output.")
    var noColor = false
}

/// The board's output: the next races.
enum RacesOutput: OutputSubject {
    static let asJSON = "the races as a JSON array"
}

/// `race`'s output: one race's card.
enum RaceCardOutput: OutputSubject {
    static let asJSON = "the race as a JSON object"
}

/// `meetings`' output: the racing day's meetings.
enum MeetingsOutput: OutputSubject {
    static let asJSON = "the meetings as a JSON array"
}

/// `meeting`'s output: one meeting and its races.
enum MeetingOutput: OutputSubject {
    static let asJSON = "the meeting and its races as a JSON object"
}

/// `followed`'s output: the blackbook, or with `--today` the followed runners of the day.
enum FollowedOutput: OutputSubject {
    static let asJSON = "the names, or with --today the runners, as a JSON array"
}
