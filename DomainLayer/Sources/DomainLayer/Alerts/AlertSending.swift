import SharedUtils

/// How one try to send an alert to a channel went.
public enum AlertSendOutcome: Sendable, Equatable {
    /// The channel took it.
    case sent
    /// The channel is slow, down or busy (a fault of the network, a 5xx, a 429): try again,
    /// no sooner than `retryAfter` when the channel said.
    case retry(reason: String, retryAfter: RetryAfter?)
    /// The channel refused it for good (a 4xx other than 429, a command that failed): drop it.
    case refused(reason: String)
}

/// Sends one alert to one channel, once; the App's sends over HTTP and runs commands.
public protocol AlertSending: Sendable {
    /// Tries once to send `alert` to `channel`.
    func send(_ alert: Alert, to channel: AlertChannel) async -> AlertSendOutcome
}

/// Remembers which alerts each channel was sent, so that an alert goes once per channel, even
/// across a restart; the App's keeps a bounded list in a file.
public protocol SentAlerts: Sendable {
    /// Whether `alertID` was sent to the channel `channelKey`.
    func wasSent(_ alertID: String, to channelKey: String) -> Bool
    /// Notes that `alertID` was sent to `channelKey`.
    func noteSent(_ alertID: String, to channelKey: String)
}
