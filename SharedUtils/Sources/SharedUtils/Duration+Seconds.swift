import Foundation

extension Duration {
    /// The duration as a floating-point number of seconds, for arithmetic with `Date`.
    public var timeInterval: TimeInterval {
        let parts = components
        return TimeInterval(parts.seconds) + TimeInterval(parts.attoseconds) / 1e18
    }
}
