import Foundation

/// One runner in a race's field, safe to print; each optional part is nil when the feed gives
/// none.
public struct Runner: Sendable, Hashable {
    /// The runner's number (saddlecloth or rug), from 1 to 99.
    public let number: Int
    /// The runner's name.
    public let name: String
    /// The barrier or box.
    public let barrier: Int?
    /// The jockey or driver.
    public let rider: String?
    /// The trainer.
    public let trainer: String?
    /// The last starts, such as `1973330186`.
    public let form: String?
    /// The handicap weight in kilograms.
    public let weight: Double?
    /// The tipster's comment on the runner.
    public let comment: String?
    /// Whether the runner is scratched; a scratched runner has no prices.
    public let isScratched: Bool
    /// Whether the runner is an emergency.
    public let isEmergency: Bool
    /// The fixed win price as a decimal, such as 7.0.
    public let winPrice: Double?
    /// The fixed place price as a decimal.
    public let placePrice: Double?
    /// The fixed win prices the feed lists, oldest first (`price_fluctuations`); empty when none
    /// or scratched.
    public let winFluctuations: [Double]
    /// The opening fixed win price: the first the feed listed, which `winFluctuations` may no
    /// longer hold when the list is long; nil when none or scratched.
    public let openingWinPrice: Double?
    /// The finishing position, 1 for the winner.
    public let position: Int?
    /// The margin to the winner, in lengths.
    public let margin: Double?

    /// How the fixed win price has moved along the feed's fluctuations to the current price; nil
    /// when the feed gives none (and so for a scratched runner).
    public var priceMove: PriceMove? {
        PriceMove(prices: winFluctuations, opening: openingWinPrice, current: winPrice, source: .feed)
    }

    /// Creates a runner from its parts; a scratched runner's prices and fluctuations are dropped.
    /// The opening price is the first fluctuation unless given.
    public init(
        number: Int, name: String, barrier: Int? = nil, rider: String? = nil, trainer: String? = nil,
        form: String? = nil, weight: Double? = nil, comment: String? = nil, isScratched: Bool = false,
        isEmergency: Bool = false, winPrice: Double? = nil, placePrice: Double? = nil,
        winFluctuations: [Double] = [], openingWinPrice: Double? = nil, position: Int? = nil,
        margin: Double? = nil
    ) {
        self.number = number
        self.name = name
        self.barrier = barrier
        self.rider = rider
        self.trainer = trainer
        self.form = form
        self.weight = weight
        self.comment = comment
        self.isScratched = isScratched
        self.isEmergency = isEmergency
        self.winPrice = isScratched ? nil : winPrice
        self.placePrice = isScratched ? nil : placePrice
        self.winFluctuations = isScratched ? [] : winFluctuations
        self.openingWinPrice = isScratched ? nil : openingWinPrice ?? winFluctuations.first
        self.position = position
        self.margin = margin
    }
}
