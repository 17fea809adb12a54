import DomainLayer

extension RaceStatus {
    /// The status as a word, such as `Open` or `Final`.
    public var displayName: String {
        switch self {
        case .open: "Open"
        case .live: "Live"
        case .closed: "Closed"
        case .interim: "Interim"
        case .final: "Final"
        case .abandoned: "Abandoned"
        case .unknown: "Unknown"
        }
    }

    /// A sentence for the top of a card whose race is not open; nil when it is.
    public var notice: String? {
        switch self {
        case .open: nil
        case .live: "This race is running: betting has closed."
        case .closed: "Betting on this race has closed; no results yet."
        case .interim: "This race has been run: the results are interim, not yet official."
        case .final: "This race has been run: the results are final."
        case .abandoned: "This race has been abandoned."
        case .unknown: "The feed does not say whether this race is open."
        }
    }
}
