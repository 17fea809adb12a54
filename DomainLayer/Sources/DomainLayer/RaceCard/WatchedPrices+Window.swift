import Foundation
import SharedUtils

extension WatchedPrices {
    /// How the price of `runner` moved from the price it stood at when `window` before `now`
    /// began, or at `lastAlert` when that is later (else the first price seen, when it was first
    /// seen later), to its current price, with when that price was seen; nil when it is scratched,
    /// has no current price, or no price was seen before.
    ///
    /// This is the card's own record of the prices (`record(_:at:)`) and its own `PriceMove`, so
    /// a move is judged as the card shows one: to the cent, from the price before to the current.
    public func move(
        of runner: Runner, within window: Duration, since lastAlert: Date?, at now: Date
    ) -> (move: PriceMove, since: Date)? {
        let seen = sightings(of: runner)
        guard !runner.isScratched, let current = runner.winPrice, let first = seen.first else { return nil }
        var start = now.addingTimeInterval(-window.timeInterval)
        if let lastAlert, lastAlert > start { start = lastAlert }
        let reference = seen.last { $0.at <= start } ?? first
        let prices = [reference.price] + seen.filter { $0.at > reference.at }.map(\.price)
        guard let move = PriceMove(prices: prices, current: current, source: .watched) else { return nil }
        return (move, reference.at)
    }
}
