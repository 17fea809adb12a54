import DomainLayer

/// A price move in words and in a small chart: the change in per cent with its sign, and a
/// sparkline of the prices.
public enum PriceMoveText {
    /// The bars of a sparkline, lowest first: a higher bar is a longer price.
    static let bars: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    /// The most prices a sparkline shows: the latest.
    public static let sparklinePoints = 8
    /// What marks a price that has just shortened while the card is watched.
    public static let firmedMark = "↓"
    /// What marks a price that has just lengthened while the card is watched.
    public static let driftedMark = "↑"

    /// The change in whole per cent with its sign (`PriceMove.changeText`); empty without a
    /// current price.
    public static func change(_ move: PriceMove) -> String {
        move.changeText ?? ""
    }

    /// The latest `sparklinePoints` prices of `move` as bars scaled between the lowest and the
    /// highest of them, such as `▃▅▁`; a price that never moved is a flat middle line. Empty
    /// with fewer than two prices.
    public static func sparkline(_ move: PriceMove) -> String {
        let prices = move.prices.suffix(sparklinePoints)
        guard prices.count > 1, let low = prices.min(), let high = prices.max() else { return "" }
        let top = Double(bars.count - 1)
        return String(
            prices.map { price in
                high > low ? bars[Int(((price - low) / (high - low) * top).rounded())] : bars[bars.count / 2]
            })
    }

    /// The mark for a price that has just moved `direction`; empty for none.
    public static func mark(_ direction: PriceMove.Direction?) -> String {
        switch direction {
        case .firming?: firmedMark
        case .drifting?: driftedMark
        case .steady?, nil: ""
        }
    }
}
