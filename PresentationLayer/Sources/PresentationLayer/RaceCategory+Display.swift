import DomainLayer

extension RaceCategory {
    /// The name a person reads, such as "Greyhound".
    public var displayName: String {
        switch self {
        case .horse: "Horse"
        case .greyhound: "Greyhound"
        case .harness: "Harness"
        }
    }

    /// A one-letter symbol: H for horse, G for greyhound and T for harness (the trots).
    public var symbol: String {
        switch self {
        case .horse: "H"
        case .greyhound: "G"
        case .harness: "T"
        }
    }
}

extension CategoryFilter {
    /// The filter in words, such as "horse and greyhound races" or "races" for all.
    public var racesDescription: String {
        let names = shownCategories.map { $0.displayName.lowercased() }
        guard !isAll else { return "races" }
        guard names.count > 1 else { return "\(names[0]) races" }
        return names.dropLast().joined(separator: ", ") + " and \(names.last!) races"
    }
}

extension NextRacesSnapshot {
    /// What the board shows in words, such as "horse races", or "starred horse races" when it
    /// shows only starred meetings.
    public var racesDescription: String {
        filter.racesDescription(starredOnly: stars.placement == .only)
    }
}

extension CategoryFilter {
    /// The filter in words, preceded by "starred" when `starredOnly`.
    public func racesDescription(starredOnly: Bool) -> String {
        starredOnly ? "starred \(racesDescription)" : racesDescription
    }
}
