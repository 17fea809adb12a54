import DomainLayer

/// One runner of a race card, in words, ready for a table row.
public struct RunnerRowViewModel: Sendable, Equatable {
    /// The placing, such as `1st`; empty when there is no result.
    public let placingText: String
    /// The runner's number.
    public let numberText: String
    /// The runner's name, with ` (E)` for an emergency.
    public let name: String
    /// The barrier; empty when none.
    public let barrierText: String
    /// The jockey or driver; empty when none.
    public let rider: String
    /// The trainer; empty when none.
    public let trainer: String
    /// The fixed win price, such as `7.00`; empty when none.
    public let winText: String
    /// The fixed place price; empty when none.
    public let placeText: String
    /// The first price of `move`, such as `17.00`: the opening price, or the first seen while
    /// watched; empty when there is no move.
    public let openingText: String
    /// The change from the first price to the current one, such as `-46%`; empty when none.
    public let changeText: String
    /// The prices as a sparkline, such as `▃▅▁`; empty with fewer than two.
    public let sparkline: String
    /// How the price has moved, for a style; nil when there is no move to a current price.
    public let movement: PriceMove.Direction?
    /// Which way the price went at a move seen a moment ago in watch mode; nil otherwise.
    public let recentMove: PriceMove.Direction?
    /// The last starts; empty when none.
    public let form: String
    /// Whether the runner is scratched: it is shown as `SCRATCHED` without prices.
    public let isScratched: Bool
    /// Whether the runner is a favourite.
    public let isFavourite: Bool

    /// What a scratched runner shows in place of its rider, trainer and prices.
    public static let scratchedText = "SCRATCHED"

    /// The row for `runner`; `isFavourite` marks the favourite, `move` is how its price moved
    /// (none for a scratched runner), `recentMove` marks a move seen a moment ago, and
    /// `isFollowed` a runner the blackbook follows, with `FollowMark.suffix` after its name.
    public init(
        runner: Runner, isFavourite: Bool, move: PriceMove? = nil, recentMove: PriceMove.Direction? = nil,
        isFollowed: Bool = false
    ) {
        let move = runner.isScratched ? nil : move
        openingText = move.map { PriceText.text($0.opening) } ?? ""
        changeText = move.map(PriceMoveText.change) ?? ""
        sparkline = move.map(PriceMoveText.sparkline) ?? ""
        movement = move?.direction
        self.recentMove = runner.isScratched ? nil : recentMove
        placingText = runner.position.map(PriceText.placing) ?? ""
        numberText = "\(runner.number)"
        name =
            runner.name + (runner.isEmergency && !runner.isScratched ? " (E)" : "")
            + (isFollowed ? FollowMark.suffix : "")
        barrierText = runner.barrier.map { "\($0)" } ?? ""
        rider = runner.rider ?? ""
        trainer = runner.trainer ?? ""
        winText = PriceText.text(runner.winPrice)
        placeText = PriceText.text(runner.placePrice)
        form = runner.form ?? ""
        isScratched = runner.isScratched
        self.isFavourite = isFavourite
    }
}
