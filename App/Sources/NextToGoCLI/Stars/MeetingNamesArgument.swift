import ArgumentParser
import DomainLayer
import SharedUtils

/// Meetings named on the command line, one to an argument, as `git` and `brew` take names: a name
/// of several words is quoted, so `Flemington "Happy Valley"` names two meetings.
struct MeetingNamesArgument: ParsableArguments {
    @Argument(
        help: ArgumentHelp(
            "A meeting's name, one to an argument; quote a name of several words, such as \"Happy Valley\".",
            valueName: "meeting"))
    var names: [String]

    func validate() throws {
        if names.contains(where: StarredMeetings.isBlank) {
            throw ValidationError("A meeting's name cannot be blank; name a meeting, such as Flemington.")
        }
        if names.contains(where: { ShownTextLimit.capped($0, to: StarredMeetings.nameLimit) != $0 }) {
            throw ValidationError(
                "A meeting's name is at most \(StarredMeetings.nameLimit) characters, accents and marks "
                    + "counted; no meeting has a longer one.")
        }
    }
}
