/// An optional field of a `--json` record that is written as `null` when it has no value, where
/// Swift's own encoding would leave its key out, so a script finds every key in every record.
@propertyWrapper
public struct NullWhenAbsent<Value: Encodable & Sendable & Equatable>: Encodable, Sendable, Equatable {
    /// The field's value, nil when the feed does not say.
    public var wrappedValue: Value?

    /// A field holding `wrappedValue`.
    public init(wrappedValue: Value?) {
        self.wrappedValue = wrappedValue
    }

    /// Encodes the value, or `null` when there is none.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}
