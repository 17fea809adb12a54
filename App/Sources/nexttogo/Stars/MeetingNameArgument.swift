import ArgumentParser
import DomainLayer

/// A meeting's name given on the command line, as one or more words: `Happy Valley` and
/// `"Happy Valley"` are the same.
struct MeetingNameArgument: ParsableArguments {
    @Argument(
        help: ArgumentHelp("The meeting's name, such as Flemington or Happy Valley.", valueName: "meeting"))
    var words: [String] = []

    /// The words as one name, tidied.
    var name: String {
        StarredMeetings.tidied(words.joined(separator: " "))
    }

    func validate() throws {
        if name.isEmpty {
            throw ValidationError("Name a meeting, such as Flemington.")
        }
    }
}
