/// Any JSON value, as `ConfigJSONReader` reads the config file's: a whole number that fits an
/// `Int` is an `integer`, any other number a `number`.
enum JSONValue: Sendable, Equatable {
    case string(String)
    case integer(Int)
    case number(Double)
    case bool(Bool)
    case array([JSONValue])
    case object([String: JSONValue])
    case null
}
