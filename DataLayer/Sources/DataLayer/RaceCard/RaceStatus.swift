/// Where a race stands, from open betting to official results: the state of its `Final Field`
/// market, which is the race's own state, from its `market_status_id`. Its raw value is the
/// word the JSON records print.
public enum RaceStatus: String, Sendable, Hashable, CaseIterable {
    /// Betting is open; the race is yet to jump.
    case open
    /// The race is running.
    case live
    /// Betting has closed; no results yet.
    case closed
    /// Results are in but not yet official.
    case interim
    /// Results are official.
    case final
    /// The race will not be run.
    case abandoned
    /// The feed gave a status id the program does not know, or none.
    case unknown

    /// The status for the API's `market_status_id`; an id the program does not know is `unknown`.
    public init(id: String?) {
        switch id?.lowercased() {
        case "4bc8fe96-296b-4b4c-aea4-85c94f63b9c6": self = .open
        case "0b9e24e1-3daa-4fdd-b4d5-e720cb74a2ce": self = .live
        case "6cb39fac-be37-4ef2-8468-b4795aafe7ce": self = .closed
        case "766bab58-a04c-4cd3-8a3d-fdcfa38bf016": self = .interim
        case "46b6910d-8379-44fb-855c-afbbdee3b007": self = .final
        case "a8419435-bd8f-406d-bdef-734e25a15569": self = .abandoned
        default: self = .unknown
        }
    }
}

extension RaceStatus {
    /// Whether the race is over for a bettor: abandoned, or with results in.
    public var isOver: Bool {
        switch self {
        case .interim, .final, .abandoned: true
        case .open, .live, .closed, .unknown: false
        }
    }
}
