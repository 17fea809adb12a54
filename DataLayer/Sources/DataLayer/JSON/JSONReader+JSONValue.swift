extension JSONReader {
    /// Reads the next value whole, as the config file's values are read: every string decoded
    /// and checked for UTF-8, a whole number that fits an `Int` an `integer`. `depth` is how many
    /// arrays and objects hold the value; of a key written twice in an object, the last counts.
    mutating func readValue(depth: Int) throws(SyntaxError) -> JSONValue {
        switch try nextKind() {
        case .object:
            var object: [String: JSONValue] = [:]
            try readObject(depth: depth) { reader, key throws(SyntaxError) in
                object[key] = try reader.readValue(depth: depth + 1)
            }
            return .object(object)
        case .array:
            var elements: [JSONValue] = []
            try readArray(depth: depth) { reader throws(SyntaxError) in
                elements.append(try reader.readValue(depth: depth + 1))
            }
            return .array(elements)
        case .string:
            return .string(try readString())
        case .number:
            let text = String(decoding: try scanNumber(), as: UTF8.self)
            if let integer = Int(text) { return .integer(integer) }
            guard let number = Double(text) else { throw SyntaxError() }
            return Int(exactly: number).map(JSONValue.integer) ?? .number(number)
        case .literal:
            if let bool = try readBoolIfPresent(depth: depth) { return .bool(bool) }
            return .null
        }
    }
}
