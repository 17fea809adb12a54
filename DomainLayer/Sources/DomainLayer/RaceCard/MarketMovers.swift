/// The biggest firmer and the biggest drifter of a card: the runners whose fixed win price has
/// shortened, or lengthened, the most in per cent since their first price.
///
/// Only runners still in with a current price and a move count, so a scratched runner is never
/// a mover. Changes are compared to a hundredth of a per cent; runners tied there are all named,
/// in the card's order, as equal favourites are.
public struct MarketMovers: Sendable, Hashable {
    /// A runner and how its price moved.
    public struct Mover: Sendable, Hashable {
        /// The runner.
        public let runner: Runner
        /// Its move, whose `changePercent` is not nil.
        public let move: PriceMove
    }

    /// The runners that shortened the most; empty when none shortened.
    public let firmers: [Mover]
    /// The runners that lengthened the most; empty when none lengthened.
    public let drifters: [Mover]

    /// The movers among `card`'s runners, each runner's move given by `move` (by default the
    /// feed's fluctuations).
    public init(card: RaceCard, move: (Runner) -> PriceMove? = \.priceMove) {
        var firmers: [Mover] = []
        var drifters: [Mover] = []
        var firmest = 0
        var driftiest = 0
        for runner in card.runners where !runner.isScratched {
            guard let priceMove = move(runner), let change = priceMove.changePercent else { continue }
            let mover = Mover(runner: runner, move: priceMove)
            let hundredths = Int((change * 100).rounded())
            switch priceMove.direction {
            case .firming? where firmers.isEmpty || hundredths < firmest:
                (firmest, firmers) = (hundredths, [mover])
            case .firming? where hundredths == firmest:
                firmers.append(mover)
            case .drifting? where drifters.isEmpty || hundredths > driftiest:
                (driftiest, drifters) = (hundredths, [mover])
            case .drifting? where hundredths == driftiest:
                drifters.append(mover)
            default:
                break
            }
        }
        self.firmers = firmers
        self.drifters = drifters
    }

    /// True when no runner has firmed or drifted.
    public var isEmpty: Bool { firmers.isEmpty && drifters.isEmpty }
}
