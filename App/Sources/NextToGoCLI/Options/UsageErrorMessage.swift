import DomainLayer
import SharedUtils

/// A usage error as the one line nexttogo prints: the parser's words made printable and bounded,
/// a "did you mean" for a mistyped command, and the help page that lists the options in play.
struct UsageErrorMessage {
    /// The most columns of an error's own words; what a person typed can be any length.
    static let longestMessage = 300
    /// The most edits a mistyped command is from the one meant.
    private static let allowedEdits = 2

    /// The line, without `nexttogo: ` or the newline.
    let text: String

    /// The line for the parser's `message` about `arguments` (without the program's name), where
    /// `commands` are the subcommands' names and `show` is the default one.
    init(parserMessage message: String, arguments: [String], commands: [String]) {
        let word = arguments.first { !$0.hasPrefix("-") }
        // The parser reads a word that is no command as an argument `show` does not take.
        if let word, !commands.contains(word), message.lowercased().contains("unexpected argument"),
            message.contains("'\(word)'")
        {
            text = Self.notACommand(word, commands: commands) + " See 'nexttogo --help'."
            return
        }
        let command = word.flatMap { commands.contains($0) ? $0 : nil } ?? "show"
        if command == "show", message.contains("'--date"), let day = Self.dateAsked(in: arguments) {
            text =
                "the board shows the races to come from now, so it takes no --date; "
                + "'nexttogo meetings --date \(Self.bounded(day))' shows that day's meetings."
            return
        }
        text = Self.printableSentence(message) + " See 'nexttogo help \(command)'."
    }

    /// The line for `nexttogo help <word>` when `word` names none of `commands`.
    init(helpForUnknown word: String, commands: [String]) {
        text = Self.notACommand(word, commands: commands) + " See 'nexttogo --help'."
    }

    /// The word `help` is asked about in `arguments` (without the program's name) when it names
    /// none of `commands` (nor `help` itself); nil when it names one, or help is not asked for.
    static func unknownHelpTopic(in arguments: [String], commands: [String]) -> String? {
        guard arguments.first == "help",
            let word = arguments.dropFirst().first(where: { !$0.hasPrefix("-") }),
            word != "help", !commands.contains(word)
        else { return nil }
        return word
    }

    /// The day `--date` was given in `arguments` (`--date tomorrow` or `--date=tomorrow`), or
    /// `<day>` when it was given none; nil when there is no `--date`.
    private static func dateAsked(in arguments: [String]) -> String? {
        guard let index = arguments.firstIndex(where: { $0 == "--date" || $0.hasPrefix("--date=") }) else {
            return nil
        }
        if arguments[index].hasPrefix("--date=") {
            return String(arguments[index].dropFirst("--date=".count))
        }
        let next = arguments.index(after: index)
        return next < arguments.endIndex && !arguments[next].hasPrefix("-") ? arguments[next] : "<day>"
    }

    /// Says `word` is no command, and what was likely meant: a command spelt like it, or the
    /// category filter when it is a category.
    private static func notACommand(_ word: String, commands: [String]) -> String {
        let typed = bounded(word)
        let meant =
            RaceCategory(rawValue: word.lowercased()).map { ["--filter \($0.rawValue)"] }
            ?? EditDistance.closest(
                to: String(word.lowercased().prefix(longestMessage)), among: commands, allowed: allowedEdits)
        let question =
            meant.isEmpty ? "." : "; did you mean \(meant.map { "'\($0)'" }.joined(separator: " or "))?"
        return "'\(typed)' is not a nexttogo command\(question)"
    }

    /// `text` printable and cut to `longestMessage` columns.
    private static func bounded(_ text: String) -> String {
        DisplayWidth.truncated(TerminalSafeText.sanitize(text), to: longestMessage)
    }

    /// The parser's `message`, which repeats what was typed, printable and bounded, as a
    /// sentence: ending in a full stop unless it ends in one, or in a question such as the
    /// parser's `Did you mean '--count'?`.
    static func printableSentence(_ message: String) -> String {
        let text = bounded(message)
        guard let last = text.last, !".?!".contains(last) else { return text }
        return text + "."
    }
}
