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
    /// The finishing position, 1 for the winner.
    public let position: Int?
    /// The margin to the winner, in lengths.
    public let margin: Double?

    /// Creates a runner from its parts; a scratched runner's prices are dropped.
    public init(
        number: Int, name: String, barrier: Int? = nil, rider: String? = nil, trainer: String? = nil,
        form: String? = nil, weight: Double? = nil, comment: String? = nil, isScratched: Bool = false,
        isEmergency: Bool = false, winPrice: Double? = nil, placePrice: Double? = nil, position: Int? = nil,
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
        self.position = position
        self.margin = margin
    }
}
