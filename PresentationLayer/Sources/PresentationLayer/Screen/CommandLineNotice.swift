import DomainLayer
import SharedUtils

/// The lines a command prints on stderr about the stars and the demo, each a whole line with a
/// next step.
public enum CommandLineNotice {
    /// `nexttogo stars` or `--starred` found no starred meeting.
    public static let noMeetingStarred =
        "nexttogo: no meeting is starred yet; star one with 'nexttogo star <meeting>'\n"

    /// The demo's built-in racing day or cards cannot be read, for `reason`; `isDamaged` when
    /// they were read and found damaged, which a fresh build or install mends.
    public static func demoCannotStart(reason: String, isDamaged: Bool) -> String {
        "nexttogo: the demo cannot start: \(reason)\(isDamaged ? "; build or install nexttogo again" : "")\n"
    }

    /// The starred meetings' names as `nexttogo stars` lists them, one a line, with anything that
    /// could steer a terminal taken out.
    public static func starList(_ stars: StarredMeetings) -> String {
        stars.names.map { TerminalSafeText.sanitize($0) + "\n" }.joined()
    }
}
