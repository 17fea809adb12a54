/// Any JSON value, as the config file's are read: a whole number that fits an `Int` is an
/// `integer`, any other number a `number`.
public enum JSONValue: Sendable, Equatable {
    case string(String)
    case integer(Int)
    case number(Double)
    case bool(Bool)
    case array([JSONValue])
    case object([String: JSONValue])
    case null
}
