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

extension RaceCategory {
    /// What the symbols mean, for a screen that shows them: `H horse, G greyhound, T harness`.
    public static let legend = allCases.map { "\($0.symbol) \($0.displayName.lowercased())" }
        .joined(separator: ", ")
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
    /// What the board shows in words, such as "horse races", "starred horse races" when it
    /// shows only starred meetings, or "horse races in AUS or NZ" when `--country` chose them.
    public var racesDescription: String {
        filter.racesDescription(starredOnly: stars.placement == .only) + countries.placeClause
    }
}

extension CategoryFilter {
    /// The filter in words, preceded by "starred" when `starredOnly`.
    public func racesDescription(starredOnly: Bool) -> String {
        starredOnly ? "starred \(racesDescription)" : racesDescription
    }
}

extension CountryFilter {
    /// Where the races are from, after the races' description: ` in AUS or NZ`, or nothing for
    /// every country.
    public var placeClause: String {
        guard let last = codes.last else { return "" }
        guard codes.count > 1 else { return " in \(last)" }
        return " in " + codes.dropLast().joined(separator: ", ") + " or \(last)"
    }
}
