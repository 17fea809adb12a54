import Foundation

/// The ranges a race card's numbers must fall in before they become an `Int`, a `Date` or a
/// price; a number outside its range is treated as not given, or its entry as unusable.
enum RaceCardLimits {
    /// Race and runner numbers, barriers and finishing positions.
    static let smallNumbers = 1...99
    /// Decimal prices: above $1 (a zero numerator is no price) and at most $10,000.
    static let prices = 1.0.nextUp...10_000.0
    /// The most fixed-win fluctuations kept per runner: the latest ones, as a card shows only
    /// the recent moves and a body must not make a list of any length.
    static let fluctuationCount = 50
    /// The most runners a card's field keeps, in the order the market lists them: no real race
    /// comes near (fields stop in the 20s, a few 40-runner steeplechases aside); those listed
    /// after are left out and counted, so a body of thousands cannot make every refresh of an open
    /// card lay out, price and remember thousands.
    static let fieldSize = 200
    /// Margins to the winner, in lengths.
    static let margins = 0.0...1_000.0
    /// Handicap weights, in kilograms; zero means none.
    static let weights = 0.0.nextUp...200.0
    /// Start and scratching times, in seconds since 1970: the years a next-races start may have
    /// (`RaceSummary.plausibleStarts`).
    static let epochSeconds = ClosedRange(
        uncheckedBounds: (
            RaceSummary.plausibleStarts.lowerBound.timeIntervalSince1970,
            RaceSummary.plausibleStarts.upperBound.timeIntervalSince1970
        ))

    /// `value` when it is in `range`, else nil.
    static func checked<Value: Comparable>(_ value: Value?, in range: ClosedRange<Value>) -> Value? {
        value.flatMap { range.contains($0) ? $0 : nil }
    }
}
