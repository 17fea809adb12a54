import Foundation

/// The fixed win prices seen at each refresh of one open race card, with when they were taken,
/// so the card shows how prices moved while it was watched, even when the feed sends no
/// fluctuations, and marks a price that has just moved.
///
/// A runner is known by its number and name together (the card gives no id, and a feed can give
/// two runners one number). A price is kept when it differs, to the cent, from the last one seen;
/// each runner keeps the first price seen and the latest `capacity`. Only the runners of the last
/// card recorded are remembered, so the history is bounded by the field on screen, however often
/// a feed renames or replaces its runners.
public struct WatchedPrices: Sendable, Hashable {
    /// One price as seen.
    public struct Sighting: Sendable, Hashable {
        /// The fixed win price.
        public let price: Double
        /// When the card with it arrived.
        public let at: Date
    }

    /// How long a price that has just moved stays marked.
    public static let markDuration: TimeInterval = 10
    /// The most prices kept per runner, besides the first.
    public static let capacity = 50

    /// A runner as this history knows it.
    private struct RunnerKey: Sendable, Hashable {
        var number: Int
        var name: String

        init(_ runner: Runner) {
            number = runner.number
            name = runner.name
        }
    }

    /// One runner's prices: the first seen, kept for the move since then, and the latest.
    private struct History: Sendable, Hashable {
        var first: Sighting
        var latest: [Sighting]
    }

    private var histories: [RunnerKey: History] = [:]

    /// An empty history.
    public init() {}

    /// Notes the prices of `card`, which arrived at `date`, and forgets the runners it no longer
    /// lists. A runner without a price, or scratched, adds nothing; its prices seen before are
    /// kept while it is in the field.
    public mutating func record(_ card: RaceCard, at date: Date) {
        var kept: [RunnerKey: History] = [:]
        for runner in card.runners {
            let key = RunnerKey(runner)
            var history = kept[key] ?? histories[key]
            if !runner.isScratched, let price = runner.winPrice {
                let sighting = Sighting(price: price, at: date)
                if var known = history {
                    if let last = known.latest.last, PriceMove.cents(last.price) != PriceMove.cents(price) {
                        if known.latest.count == Self.capacity { known.latest.removeFirst() }
                        known.latest.append(sighting)
                    }
                    history = known
                } else {
                    history = History(first: sighting, latest: [sighting])
                }
            }
            if let history { kept[key] = history }
        }
        histories = kept
    }

    /// The latest prices of `runner` seen, at most `capacity`, oldest first, each a change from
    /// the one before.
    public func sightings(of runner: Runner) -> [Sighting] {
        histories[RunnerKey(runner)]?.latest ?? []
    }

    /// How the price of `runner` has moved while watched, from the first price seen to its
    /// current one; nil until it has moved, or when it is scratched.
    public func move(of runner: Runner) -> PriceMove? {
        guard !runner.isScratched, let history = histories[RunnerKey(runner)], history.latest.count > 1
        else { return nil }
        return PriceMove(
            prices: history.latest.map(\.price), opening: history.first.price, current: runner.winPrice,
            source: .watched)
    }

    /// Which way the price of `runner` went at its last move, when that was seen less than
    /// `markDuration` before `now`; nil otherwise.
    public func recentMove(of runner: Runner, at now: Date) -> PriceMove.Direction? {
        let seen = sightings(of: runner)
        guard !runner.isScratched, seen.count > 1, let last = seen.last else { return nil }
        let age = now.timeIntervalSince(last.at)
        guard age >= 0, age < Self.markDuration else { return nil }
        return PriceMove.direction(from: seen[seen.count - 2].price, to: last.price)
    }
}
