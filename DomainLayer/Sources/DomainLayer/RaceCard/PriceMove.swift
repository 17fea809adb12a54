/// How a runner's fixed win price has moved: the latest prices it has had, oldest first, and the
/// change from the first price of all (which a long history no longer lists) to the current one.
///
/// Prices are compared to the cent, so a move of less than a cent is no move.
public struct PriceMove: Sendable, Hashable {
    /// Which way a price has gone.
    public enum Direction: Sendable, Hashable {
        /// Shortened: the price is lower, the runner more fancied.
        case firming
        /// Lengthened: the price is higher.
        case drifting
        /// The same to the cent.
        case steady
    }

    /// Where the prices come from.
    public enum Source: Sendable, Hashable {
        /// The feed's own fluctuations: the first is the opening price.
        case feed
        /// The prices seen at each refresh while the card was open: the first is the first seen.
        case watched
    }

    /// The latest prices, oldest first, as many as are kept; never empty.
    public let prices: [Double]
    /// The first price: the opening price of the feed's fluctuations, or the first seen; the
    /// first of `prices` unless older ones were let go.
    public let opening: Double
    /// The current fixed win price; nil when the runner has none now.
    public let current: Double?
    /// Where `prices` come from.
    public let source: Source

    /// A move from `opening` (else the first of `prices`) through `prices` (oldest first) to
    /// `current`; nil when `prices` is empty.
    public init?(prices: [Double], opening: Double? = nil, current: Double?, source: Source) {
        guard let first = prices.first else { return nil }
        self.prices = prices
        self.opening = opening ?? first
        self.current = current
        self.source = source
    }

    /// The change from `opening` to `current` in per cent, such as -41.2; nil without a current
    /// price.
    public var changePercent: Double? {
        current.map { ($0 / opening - 1) * 100 }
    }

    /// The change in whole per cent with its sign, such as `-46%`, `+95%` or `0%`: the sign reads
    /// without colour, minus for a price that shortened. Nil without a current price.
    public var changeText: String? {
        guard let change = changePercent, let direction else { return nil }
        let size = Int(abs(change).rounded())
        switch direction {
        case .firming: return "-\(size)%"
        case .drifting: return "+\(size)%"
        case .steady: return "0%"
        }
    }

    /// Which way the price has gone from `opening` to `current`; nil without a current price.
    public var direction: Direction? {
        current.map { Self.direction(from: opening, to: $0) }
    }

    /// Which way a price went from `old` to `new`, to the cent.
    public static func direction(from old: Double, to new: Double) -> Direction {
        let (oldCents, newCents) = (cents(old), cents(new))
        return newCents < oldCents ? .firming : newCents > oldCents ? .drifting : .steady
    }

    /// `price` in whole cents.
    static func cents(_ price: Double) -> Int {
        Int((price * 100).rounded())
    }
}
