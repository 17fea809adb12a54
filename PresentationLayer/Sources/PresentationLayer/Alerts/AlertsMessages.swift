import DomainLayer
import SharedUtils

/// What `nexttogo alerts` says on stderr: one line when it starts, per alert sent, per channel
/// failing or back, and per alert dropped. No token is ever in it: a channel names where its
/// token is read from, never the token.
public enum AlertsMessages {
    /// The first line: the channels and how many names are followed.
    public static func started(channels: [AlertChannel], followed: Int) -> String {
        let names = channels.map { TerminalSafeText.sanitize($0.description) }.joined(separator: ", ")
        return "sending alerts to \(names); \(followed) \(followed == 1 ? "name" : "names") followed"
    }

    /// The doctor's section on the alert channels: each one a line, with where its token is read
    /// from, never the token.
    public static func channelList(_ channels: [AlertChannel]) -> String {
        "\nAlert channels\n" + channels.map { "  " + safe($0.description) + "\n" }.joined()
    }

    /// What `doctor --send-test` says of one channel.
    public static func testResult(_ outcome: AlertSendOutcome, channel: AlertChannel) -> Diagnostic {
        switch outcome {
        case .sent: .note("test alert sent to \(safe(channel.description))")
        case .retry(let reason, _), .refused(let reason):
            .error("the test alert did not reach \(safe(channel.description)): \(safe(reason))")
        }
    }

    /// The line for `event`.
    public static func diagnostic(for event: AlertDeliveryEvent) -> Diagnostic {
        switch event {
        case .sent(let alert, let channel):
            .note("sent to \(safe(channel)): \(alert.title)")
        case .failing(let channel, let reason):
            .warning("\(safe(channel)) is failing: \(safe(reason)); alerts wait and are tried again")
        case .recovered(let channel):
            .note("\(safe(channel)) takes alerts again")
        case .dropped(let alert, let channel, let reason):
            .warning("not sent to \(safe(channel)): \(alert.title): \(safe(reason))")
        }
    }

    /// What a watch's status line says of `event`, for a while: the alert sent, or a channel
    /// failing (once, as delivery says it once), back, or dropping an alert.
    static func notice(for event: AlertDeliveryEvent) -> WatchNotice {
        let diagnostic = diagnostic(for: event)
        let text = diagnostic.message.prefix(1).uppercased() + diagnostic.message.dropFirst()
        return WatchNotice(text: text + ".", isProblem: diagnostic.severity != .note)
    }

    private static func safe(_ text: String) -> String {
        ShownTextLimit.safe(text, limit: 300)
    }
}
