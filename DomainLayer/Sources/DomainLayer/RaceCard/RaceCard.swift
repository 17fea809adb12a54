/// A race's card: the race, where it stands, and its field.
public struct RaceCard: Sendable, Hashable {
    /// The race, with its details (distance, track, weather, comment) when the card gives them.
    public let race: Race
    /// Where the race stands.
    public let status: RaceStatus
    /// The field: placed runners first by position once there are results, then the rest by
    /// number.
    public let runners: [Runner]
    /// The lowest fixed win price in cents among the runners not scratched; nil when none has a
    /// price.
    private let lowestWinCents: Int?
    /// How many entries of the card had to be left out.
    public let skippedCount: Int
    /// In the demo, the race whose recorded card this is; nil for the race's own card.
    public let recordedFrom: RaceCardRecording?
    /// True when the prices are a recording's, replayed by the demo, not a bookmaker's now.
    public let replaysRecordedPrices: Bool
    /// In the demo, once the race is run, its placings as its day was recorded, which its field,
    /// another race's, does not show; empty for a race's own card.
    public let recordedPlacings: [Placing]

    /// Creates a card, putting `runners` in order and working out the favourites.
    public init(
        race: Race, status: RaceStatus, runners: [Runner], skippedCount: Int = 0,
        recordedFrom: RaceCardRecording? = nil,
        replaysRecordedPrices: Bool = false, recordedPlacings: [Placing] = []
    ) {
        self.race = race
        self.status = status
        self.runners = Self.ordered(runners)
        lowestWinCents = runners.compactMap(Self.winCents).min()
        self.skippedCount = skippedCount
        self.recordedFrom = recordedFrom
        self.replaysRecordedPrices = replaysRecordedPrices
        self.recordedPlacings = recordedPlacings
    }

    /// The biggest firmer and drifter since the open, by the feed's fluctuations.
    public var movers: MarketMovers {
        MarketMovers(card: self)
    }

    /// The race's placings once it is run: a demo card's recorded ones, else its placed runners'
    /// by position (two or more sharing a place in a dead heat); empty before.
    public var placings: [Placing] {
        guard recordedPlacings.isEmpty else { return recordedPlacings }
        var placings: [Placing] = []
        for runner in runners {
            guard let position = runner.position else { continue }
            if let last = placings.last, last.position == position {
                placings[placings.count - 1] = Placing(
                    position: position, runnerNumbers: last.runnerNumbers + [runner.number])
            } else {
                placings.append(Placing(position: position, runnerNumbers: [runner.number]))
            }
        }
        return placings
    }

    /// True once any runner has a finishing position.
    public var hasResults: Bool {
        runners.contains { $0.position != nil }
    }

    /// The favourites, in the field's order: the runners not scratched sharing the lowest fixed
    /// win price, to the cent. Two or more are equal favourites, as bookmakers call them; none
    /// when no runner has a price.
    public var favourites: [Runner] {
        runners.filter(isFavourite)
    }

    /// Whether `runner` is a favourite. Each runner is judged by its own price, never by its
    /// number, which a feed can give to two runners.
    public func isFavourite(_ runner: Runner) -> Bool {
        lowestWinCents != nil && Self.winCents(of: runner) == lowestWinCents
    }

    /// Placed runners first, by position then number; then the others by number.
    static func ordered(_ runners: [Runner]) -> [Runner] {
        runners.sorted { left, right in
            switch (left.position, right.position) {
            case (let leftPosition?, let rightPosition?) where leftPosition != rightPosition:
                leftPosition < rightPosition
            case (.some, nil): true
            case (nil, .some): false
            default: left.number < right.number
            }
        }
    }

    /// The runner's fixed win price in cents; nil when it is scratched or has no price.
    private static func winCents(of runner: Runner) -> Int? {
        guard !runner.isScratched, let price = runner.winPrice else { return nil }
        return Int((price * 100).rounded())
    }
}
