extension Int {
    /// `value` rounded toward zero, held to `Int`'s range instead of trapping: a value beyond it
    /// becomes `Int.min` or `Int.max` (infinities too), and NaN becomes 0.
    ///
    /// `Int(someDouble)` traps on a value it cannot hold; numbers worked out from the network,
    /// a config file or a clock go through this instead.
    public init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= Double(Int.max) {
            // Double(Int.max) rounds up to 2^63, which Int cannot hold: compare against it with >=.
            self = .max
        } else if value <= Double(Int.min) {
            self = .min
        } else {
            self = Int(value)
        }
    }
}
