/// What delivery has to say, one line each on standard error: an alert sent, a channel failing
/// (once, not per alert), a channel back, an alert given up on.
public enum AlertDeliveryEvent: Sendable, Equatable {
    /// `alert` reached `channel`.
    case sent(Alert, channel: String)
    /// `channel` began failing, for `reason`; said once until it recovers.
    case failing(channel: String, reason: String)
    /// `channel` took an alert again after failing.
    case recovered(channel: String)
    /// `alert` was dropped for `channel`: refused, or too old to matter by the time it could go.
    case dropped(Alert, channel: String, reason: String)
}
