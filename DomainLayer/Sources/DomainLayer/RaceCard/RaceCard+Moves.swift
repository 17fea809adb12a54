extension RaceCard {
    /// How the price of `runner` has moved as the card shows it: along the feed's fluctuations
    /// since the open, else as seen while watched (`watched`); nil when neither says. The card's
    /// rows and movers and the price-move alerts all read a runner's move here.
    public func move(of runner: Runner, watched: WatchedPrices?) -> PriceMove? {
        runner.priceMove ?? watched?.move(of: runner)
    }
}
