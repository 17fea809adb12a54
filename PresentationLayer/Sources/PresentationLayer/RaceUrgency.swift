/// How soon a race jumps, for colour and emphasis.
public enum RaceUrgency: Sendable, Equatable {
    /// Five minutes or more to go.
    case normal
    /// Under five minutes to go.
    case soon
    /// At or past the advertised start.
    case jumped

    /// The urgency of a race `secondsToStart` seconds from its start.
    public init(secondsToStart: Int) {
        switch secondsToStart {
        case ...0: self = .jumped
        case ..<300: self = .soon
        default: self = .normal
        }
    }
}
