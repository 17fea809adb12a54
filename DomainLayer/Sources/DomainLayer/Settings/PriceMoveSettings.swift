/// The price-move threshold a run uses: each part from its flag when given, else from the config
/// file's `"price_moves"`, else the standard one (20% within 30 minutes).
public struct PriceMoveSettings: Sendable, Equatable {
    /// The share in whole per cent, when set.
    public var percent: Int?
    /// The window, when set.
    public var window: Duration?

    /// Settings with the parts given; nil parts are not set.
    public init(percent: Int? = nil, window: Duration? = nil) {
        self.percent = percent
        self.window = window
    }

    /// The threshold of these settings over `config`'s: each part set here, else the config's,
    /// else the standard one's. Both parts are range-checked where they are read.
    public func threshold(over config: PriceMoveSettings) -> PriceMoveThreshold {
        let standard = PriceMoveThreshold.standard
        return PriceMoveThreshold(
            percent: percent ?? config.percent ?? standard.percent,
            window: window ?? config.window ?? standard.window) ?? standard
    }
}
