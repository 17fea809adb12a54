import DomainLayer
import SharedUtils

/// What a command says about the stars and the demo, each with a next step, and the list of
/// starred meetings.
public enum CommandLineNotice {
    /// `nexttogo stars` or `--starred` found no starred meeting.
    public static let noMeetingStarred = Diagnostic.note(
        "no meeting is starred yet", hint: "star one with 'nexttogo star <meeting>'")

    /// The demo's built-in racing day or cards cannot be read, for `reason`; `isDamaged` when
    /// they were read and found damaged, which a fresh build or install mends.
    public static func demoCannotStart(reason: String, isDamaged: Bool) -> Diagnostic {
        .error("the demo cannot start: \(reason)", hint: isDamaged ? "build or install nexttogo again" : nil)
    }

    /// The starred meetings' names as `nexttogo stars` lists them, one a line, with anything that
    /// could steer a terminal taken out.
    public static func starList(_ stars: StarredMeetings) -> String {
        stars.names.map { TerminalSafeText.sanitize($0) + "\n" }.joined()
    }
}
