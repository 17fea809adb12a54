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
        text = Self.printableSentence(message) + " See 'nexttogo help \(command)'."
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
