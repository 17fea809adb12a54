import Foundation

/// Reads the config file's JSON in one pass over its bytes: each member of the top-level object
/// as it was written (so saving keeps it byte for byte) together with its value (so the known
/// keys are read from the very same member that saving keeps).
///
/// One reader for both jobs is what keeps them agreeing: of a key written twice, the last is the
/// one read and the one saved, as `jq` and Python take it. It is linear in the file's size, and it
/// refuses nesting deeper than `maximumDepth` before it goes any deeper, so a file of a hundred
/// thousand `[` is an error, never a stack overflow or a wait of minutes.
struct ConfigJSONReader {
    /// Why the bytes are not a config: each is said in words by `SavedConfig`.
    enum Failure: Error, Equatable {
        /// A syntax error, an early end, or a string that is not UTF-8.
        case notJSON
        /// Valid JSON, but not an object.
        case notAnObject
        /// Arrays and objects nested deeper than `maximumDepth`, the top-level object included.
        case tooDeep
    }

    /// One member of the top-level object.
    struct Member {
        /// The member's key and value as they were written.
        let raw: RawJSONMember
        /// The member's value.
        let value: JSONValue
    }

    /// How deeply arrays and objects may nest, the top-level object counting as one: far more
    /// than any config needs, and few enough that reading one never strains the stack.
    static let maximumDepth = 64

    private let bytes: [UInt8]
    private var index = 0

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        // A UTF-8 byte order mark.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// The members of the object that `data` holds, in the order written, repeats included.
    /// - Throws: `Failure` when `data` is not a JSON object in UTF-8 or nests too deeply.
    static func members(ofObject data: Data) throws(Failure) -> [Member] {
        var reader = ConfigJSONReader(bytes: [UInt8](data))
        guard try reader.peek() == UInt8(ascii: "{") else {
            _ = try reader.readValue(depth: 0)
            try reader.expectEnd()
            throw .notAnObject
        }
        var members: [Member] = []
        try reader.readObject(depth: 0) { reader, key, keyText throws(Failure) in
            reader.skipWhitespace()
            let valueStart = reader.index
            let value = try reader.readValue(depth: 1)
            let raw = RawJSONMember(
                key: key, keyText: keyText, valueText: Data(reader.bytes[valueStart..<reader.index]))
            members.append(Member(raw: raw, value: value))
        }
        try reader.expectEnd()
        return members
    }

    // MARK: - Values

    /// Reads the value at the next byte after whitespace; `depth` is how many arrays and objects
    /// hold it.
    private mutating func readValue(depth: Int) throws(Failure) -> JSONValue {
        switch try peek() {
        case UInt8(ascii: "{"):
            var object: [String: JSONValue] = [:]
            try readObject(depth: depth) { reader, key, _ throws(Failure) in
                // Of a key written twice, the last counts, as at the top level.
                object[key] = try reader.readValue(depth: depth + 1)
            }
            return .object(object)
        case UInt8(ascii: "["):
            return .array(try readArray(depth: depth))
        case UInt8(ascii: "\""):
            return .string(try readString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try readNumber()
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return .null
        default:
            throw .notJSON
        }
    }

    /// Reads an object, calling `member` after each key and its colon, with the key and its text
    /// as written; `member` must read the value.
    private mutating func readObject(
        depth: Int, _ member: (inout ConfigJSONReader, String, Data) throws(Failure) -> Void
    ) throws(Failure) {
        guard depth < Self.maximumDepth else { throw .tooDeep }
        index += 1
        if try peek() == UInt8(ascii: "}") {
            index += 1
            return
        }
        repeat {
            guard try peek() == UInt8(ascii: "\"") else { throw .notJSON }
            let keyStart = index
            let key = try readString()
            let keyText = Data(bytes[keyStart..<index])
            guard try peek() == UInt8(ascii: ":") else { throw .notJSON }
            index += 1
            try member(&self, key, keyText)
        } while try continues(closingWith: UInt8(ascii: "}"))
    }

    private mutating func readArray(depth: Int) throws(Failure) -> [JSONValue] {
        guard depth < Self.maximumDepth else { throw .tooDeep }
        index += 1
        var elements: [JSONValue] = []
        if try peek() == UInt8(ascii: "]") {
            index += 1
            return elements
        }
        repeat {
            elements.append(try readValue(depth: depth + 1))
        } while try continues(closingWith: UInt8(ascii: "]"))
        return elements
    }

    /// After a member or element: true at a comma, false at `closing`.
    private mutating func continues(closingWith closing: UInt8) throws(Failure) -> Bool {
        let byte = try peek()
        index += 1
        if byte == UInt8(ascii: ",") { return true }
        guard byte == closing else { throw .notJSON }
        return false
    }

    // MARK: - Strings

    /// Reads a string from its opening quote to just past its closing one, decoding its escapes.
    private mutating func readString() throws(Failure) -> String {
        index += 1
        var utf8: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let string = String(validating: utf8, as: UTF8.self) else { throw .notJSON }
                return string
            case UInt8(ascii: "\\"):
                UTF8.encode(try readEscape()) { utf8.append($0) }
            case 0..<0x20:
                throw .notJSON
            default:
                utf8.append(byte)
            }
        }
        throw .notJSON
    }

    /// Decodes the escape after a backslash.
    private mutating func readEscape() throws(Failure) -> Unicode.Scalar {
        guard index < bytes.count else { throw .notJSON }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return Unicode.Scalar(byte)
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            var scalar = try readHexQuad()
            if (0xD800..<0xDC00).contains(scalar) {
                // A high surrogate must be followed by an escaped low one.
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                    bytes[index + 1] == UInt8(ascii: "u")
                else { throw .notJSON }
                index += 2
                let low = try readHexQuad()
                guard (0xDC00..<0xE000).contains(low) else { throw .notJSON }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let unicode = Unicode.Scalar(scalar) else { throw .notJSON }
            return unicode
        default:
            throw .notJSON
        }
    }

    private mutating func readHexQuad() throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = Character(Unicode.Scalar(bytes[index])).hexDigitValue
            else {
                throw .notJSON
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    // MARK: - Numbers and literals

    /// Reads a number as JSON's grammar has it: a whole one that fits an `Int` (`8`, `8.0`,
    /// `8e0`) as an integer, any other as a `Double`.
    private mutating func readNumber() throws(Failure) -> JSONValue {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        if index < bytes.count && bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            try skipDigits()
        }
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            try skipDigits()
        }
        if index < bytes.count && (bytes[index] | 0x20) == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-"))
            {
                index += 1
            }
            try skipDigits()
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if let integer = Int(text) { return .integer(integer) }
        guard let number = Double(text) else { throw .notJSON }
        return Int(exactly: number).map(JSONValue.integer) ?? .number(number)
    }

    private mutating func skipDigits() throws(Failure) {
        let start = index
        while index < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
            index += 1
        }
        guard index > start else { throw .notJSON }
    }

    private mutating func expectLiteral(_ literal: String) throws(Failure) {
        let end = index + literal.utf8.count
        guard end <= bytes.count, bytes[index..<end].elementsEqual(literal.utf8) else { throw .notJSON }
        index = end
    }

    // MARK: - Whitespace

    /// The next byte after whitespace, without passing it.
    private mutating func peek() throws(Failure) -> UInt8 {
        skipWhitespace()
        guard index < bytes.count else { throw .notJSON }
        return bytes[index]
    }

    /// Checks that nothing but whitespace is left.
    private mutating func expectEnd() throws(Failure) {
        skipWhitespace()
        guard index == bytes.count else { throw .notJSON }
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): index += 1
            default: return
            }
        }
    }
}
