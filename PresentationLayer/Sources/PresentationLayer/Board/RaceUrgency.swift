/// How soon a race jumps, for colour and emphasis.
public enum RaceUrgency: Sendable, Equatable {
    /// Five minutes or more to go.
    case normal
    /// Under five minutes to go.
    case soon
    /// At or past the advertised start.
    case jumped

    /// The time to go, in seconds, under which a race is `soon`.
    static let soonSeconds = 300

    /// The urgency of a race `secondsToStart` seconds from its start.
    public init(secondsToStart: Int) {
        switch secondsToStart {
        case ...0: self = .jumped
        case ..<Self.soonSeconds: self = .soon
        default: self = .normal
        }
    }
}
