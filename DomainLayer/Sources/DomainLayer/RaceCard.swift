/// A race's card: the race, where it stands, and its field.
public struct RaceCard: Sendable, Hashable {
    /// The race, with its details (distance, track, weather, comment) when the card gives them.
    public let race: Race
    /// Where the race stands.
    public let status: RaceStatus
    /// The field: placed runners first by position once there are results, then the rest by
    /// number.
    public let runners: [Runner]
    /// The numbers of the favourites: the runners not scratched sharing the lowest fixed win
    /// price, to the cent. Two or more are equal favourites, as bookmakers call them; none when
    /// no runner has a price.
    public let favourites: Set<Int>
    /// How many entries of the card had to be left out.
    public let skippedCount: Int
    /// In the demo, the race whose recorded card this is; nil for the race's own card.
    public let recordedFrom: RaceCardRecording?

    /// Creates a card, putting `runners` in order and working out the favourites.
    public init(
        race: Race, status: RaceStatus, runners: [Runner], skippedCount: Int = 0,
        recordedFrom: RaceCardRecording? = nil
    ) {
        self.race = race
        self.status = status
        self.runners = Self.ordered(runners)
        favourites = Self.favourites(among: runners)
        self.skippedCount = skippedCount
        self.recordedFrom = recordedFrom
    }

    /// True once any runner has a finishing position.
    public var hasResults: Bool {
        runners.contains { $0.position != nil }
    }

    /// Whether `runner` is a favourite.
    public func isFavourite(_ runner: Runner) -> Bool {
        favourites.contains(runner.number)
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

    /// The numbers of the runners not scratched whose fixed win price, in cents, is the lowest.
    static func favourites(among runners: [Runner]) -> Set<Int> {
        let priced = runners.compactMap { runner -> (number: Int, cents: Int)? in
            guard !runner.isScratched, let price = runner.winPrice else { return nil }
            return (runner.number, Int((price * 100).rounded()))
        }
        guard let lowest = priced.map(\.cents).min() else { return [] }
        return Set(priced.filter { $0.cents == lowest }.map(\.number))
    }
}
