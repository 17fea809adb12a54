import Foundation

/// A forward-only reader of JSON text that checks the syntax of everything it passes over and
/// makes Swift values only of what it is asked for.
///
/// The next-races body is mostly `race_form` detail the program never shows; skipping it byte by
/// byte, instead of building it into containers, is what makes decoding cheap. Skipped strings are
/// checked for well-formed escapes but not for valid UTF-8; strings that are read are checked for
/// both.
struct JSONReader {
    /// The text is not JSON: a syntax error, an early end, or nesting deeper than the reader's
    /// depth limit.
    struct SyntaxError: Error {
        /// True when the text nests deeper than the reader's depth limit, whatever follows.
        var nestsTooDeeply = false
    }

    /// What the next value is, from its first byte.
    enum ValueKind {
        case object, array, string, number, literal
    }

    /// How deeply arrays and objects may nest, as in Foundation's own JSON parsers.
    static let maximumDepth = 512

    private let bytes: UnsafeRawBufferPointer
    private var position = 0
    /// How deeply arrays and objects may nest.
    private let depthLimit: Int
    /// Whether a comma may come just before a closing bracket or brace.
    private let allowsTrailingCommas: Bool

    /// Creates a reader over `bytes`, which must stay valid while the reader is used.
    /// - Parameters:
    ///   - depthLimit: How deeply arrays and objects may nest; the config file allows far less
    ///     than the API's bodies.
    ///   - allowsTrailingCommas: Whether `[1,]` is read as `[1]`, as Foundation's parser reads
    ///     it, or refused, as a config file's is.
    init(
        _ bytes: UnsafeRawBufferPointer, depthLimit: Int = Self.maximumDepth,
        allowsTrailingCommas: Bool = true
    ) {
        self.bytes = bytes
        self.depthLimit = depthLimit
        self.allowsTrailingCommas = allowsTrailingCommas
    }

    /// The kind of the next value, after any whitespace.
    mutating func nextKind() throws(SyntaxError) -> ValueKind {
        switch try peek() {
        case UInt8(ascii: "{"): .object
        case UInt8(ascii: "["): .array
        case UInt8(ascii: "\""): .string
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): .number
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"): .literal
        default: throw SyntaxError()
        }
    }

    /// Reads an object, calling `member` with each key; `member` must read or skip the value.
    mutating func readObject(
        depth: Int, _ member: (inout JSONReader, String) throws(SyntaxError) -> Void
    ) throws(SyntaxError) {
        try readMembers(depth: depth) { reader throws(SyntaxError) in
            let key = try reader.readString()
            try reader.expect(UInt8(ascii: ":"))
            try member(&reader, key)
        }
    }

    /// Reads an object as `readObject` does, passing `member` also the byte range of each key's
    /// text, quotes and escapes included, so that a member can be kept as it was written.
    mutating func readObjectWithKeyText(
        depth: Int, _ member: (inout JSONReader, String, Range<Int>) throws(SyntaxError) -> Void
    ) throws(SyntaxError) {
        try readMembers(depth: depth) { reader throws(SyntaxError) in
            let start = reader.position
            let key = try reader.readString()
            let keyText = start..<reader.position
            try reader.expect(UInt8(ascii: ":"))
            try member(&reader, key, keyText)
        }
    }

    /// Reads the next value with `read`, returning also the byte range of its text.
    mutating func keepingText<Value>(
        _ read: (inout JSONReader) throws(SyntaxError) -> Value
    ) throws(SyntaxError) -> (value: Value, text: Range<Int>) {
        skipWhitespace()
        let start = position
        let value = try read(&self)
        return (value, start..<position)
    }

    /// Reads an array, calling `element` for each value; `element` must read or skip it.
    mutating func readArray(
        depth: Int, _ element: (inout JSONReader) throws(SyntaxError) -> Void
    ) throws(SyntaxError) {
        guard depth < depthLimit else { throw SyntaxError(nestsTooDeeply: true) }
        try expect(UInt8(ascii: "["))
        if try peek() == UInt8(ascii: "]") {
            position += 1
            return
        }
        repeat {
            try element(&self)
        } while try continues(closingWith: UInt8(ascii: "]"))
    }

    /// Reads the next value if it is a string, or skips it and returns nil.
    mutating func readStringIfPresent(depth: Int) throws(SyntaxError) -> String? {
        guard try nextKind() == .string else {
            try skipValue(depth: depth)
            return nil
        }
        return try readString()
    }

    /// Reads the next value if it is a number, or skips it and returns nil.
    mutating func readNumberIfPresent(depth: Int) throws(SyntaxError) -> Double? {
        guard try nextKind() == .number else {
            try skipValue(depth: depth)
            return nil
        }
        let text = try scanNumber()
        return Double(String(decoding: text, as: UTF8.self))
    }

    /// Reads the next value if it is a number with a whole value that fits an `Int`, or skips it
    /// and returns nil.
    mutating func readIntegerIfPresent(depth: Int) throws(SyntaxError) -> Int? {
        guard try nextKind() == .number else {
            try skipValue(depth: depth)
            return nil
        }
        let text = try scanNumber()
        if let integer = Int(String(decoding: text, as: UTF8.self)) { return integer }
        guard let number = Double(String(decoding: text, as: UTF8.self)) else { return nil }
        return Int(exactly: number)
    }

    /// Reads the next value if it is `true` or `false`, or skips it and returns nil.
    mutating func readBoolIfPresent(depth: Int) throws(SyntaxError) -> Bool? {
        guard try nextKind() == .literal, matches("true") || matches("false") else {
            try skipValue(depth: depth)
            return nil
        }
        let value = matches("true")
        try skipLiteral()
        return value
    }

    /// Reads member `name` of the next value with `read` if the value is an object, passing
    /// over its other members; nil, with the value passed over, when it is not an object or has
    /// no such member.
    mutating func readMember<Value>(
        _ name: String, depth: Int, _ read: (inout JSONReader, _ depth: Int) throws(SyntaxError) -> Value?
    ) throws(SyntaxError) -> Value? {
        guard try nextKind() == .object else {
            try skipValue(depth: depth)
            return nil
        }
        var value: Value?
        try readObject(depth: depth) { reader, key throws(SyntaxError) in
            if key == name {
                value = try read(&reader, depth + 1)
            } else {
                try reader.skipValue(depth: depth + 1)
            }
        }
        return value
    }

    /// Member `name` of the next value, if the value is an object and the member a string.
    mutating func readStringMember(_ name: String, depth: Int) throws(SyntaxError) -> String? {
        try readMember(name, depth: depth) { reader, depth throws(SyntaxError) in
            try reader.readStringIfPresent(depth: depth)
        }
    }

    /// Member `name` of the next value, if the value is an object and the member a number.
    mutating func readNumberMember(_ name: String, depth: Int) throws(SyntaxError) -> Double? {
        try readMember(name, depth: depth) { reader, depth throws(SyntaxError) in
            try reader.readNumberIfPresent(depth: depth)
        }
    }

    /// Passes over the next value, checking its syntax.
    mutating func skipValue(depth: Int) throws(SyntaxError) {
        switch try nextKind() {
        case .object:
            try readMembers(depth: depth + 1) { reader throws(SyntaxError) in
                try reader.skipString()
                try reader.expect(UInt8(ascii: ":"))
                try reader.skipValue(depth: depth + 1)
            }
        case .array:
            try readArray(depth: depth + 1) { reader throws(SyntaxError) in
                try reader.skipValue(depth: depth + 1)
            }
        case .string: try skipString()
        case .number: _ = try scanNumber()
        case .literal: try skipLiteral()
        }
    }

    /// Checks that nothing but whitespace is left.
    mutating func expectEnd() throws(SyntaxError) {
        skipWhitespace()
        guard position == bytes.count else { throw SyntaxError() }
    }

    /// Reads an object's members, calling `member` at each key's opening quote.
    private mutating func readMembers(
        depth: Int, _ member: (inout JSONReader) throws(SyntaxError) -> Void
    ) throws(SyntaxError) {
        guard depth < depthLimit else { throw SyntaxError(nestsTooDeeply: true) }
        try expect(UInt8(ascii: "{"))
        if try peek() == UInt8(ascii: "}") {
            position += 1
            return
        }
        repeat {
            guard try nextKind() == .string else { throw SyntaxError() }
            try member(&self)
        } while try continues(closingWith: UInt8(ascii: "}"))
    }

    // MARK: - Strings

    /// Reads a string value, decoding its escapes; it must be valid UTF-8.
    mutating func readString() throws(SyntaxError) -> String {
        position += 1
        let start = position
        var isASCII = true
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\""):
                let text = UnsafeRawBufferPointer(rebasing: bytes[start..<position])
                position += 1
                // ASCII needs no validation, and String(validating:) is the slower call.
                if isASCII { return String(decoding: text, as: UTF8.self) }
                guard let string = String(validating: text, as: UTF8.self) else { throw SyntaxError() }
                return string
            case UInt8(ascii: "\\"):
                return try readEscapedString(from: start)
            case 0..<0x20:
                throw SyntaxError()
            case 0x80...:
                isASCII = false
                position += 1
            default:
                position += 1
            }
        }
        throw SyntaxError()
    }

    /// The slow path of `readString`, from the string's first byte, once an escape turns up.
    private mutating func readEscapedString(from start: Int) throws(SyntaxError) -> String {
        var utf8 = Array(bytes[start..<position])
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let string = String(validating: utf8, as: UTF8.self) else { throw SyntaxError() }
                return string
            case UInt8(ascii: "\\"):
                UTF8.encode(try readEscape()) { utf8.append($0) }
            case 0..<0x20:
                throw SyntaxError()
            default:
                utf8.append(byte)
            }
        }
        throw SyntaxError()
    }

    /// Decodes the escape after a backslash.
    private mutating func readEscape() throws(SyntaxError) -> Unicode.Scalar {
        guard position < bytes.count else { throw SyntaxError() }
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return Unicode.Scalar(byte)
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            var scalar = UInt32(try readHexQuad())
            if (0xD800..<0xDC00).contains(scalar) {
                // A high surrogate must be followed by an escaped low one.
                guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                    bytes[position + 1] == UInt8(ascii: "u")
                else { throw SyntaxError() }
                position += 2
                let low = UInt32(try readHexQuad())
                guard (0xDC00..<0xE000).contains(low) else { throw SyntaxError() }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let unicode = Unicode.Scalar(scalar) else { throw SyntaxError() }
            return unicode
        default:
            throw SyntaxError()
        }
    }

    private mutating func readHexQuad() throws(SyntaxError) -> UInt16 {
        guard position + 4 <= bytes.count else { throw SyntaxError() }
        var value: UInt16 = 0
        for _ in 0..<4 {
            let digit: UInt8
            switch bytes[position] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = bytes[position] - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = bytes[position] - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = bytes[position] - UInt8(ascii: "A") + 10
            default: throw SyntaxError()
            }
            value = value << 4 | UInt16(digit)
            position += 1
        }
        return value
    }

    /// Passes over a string, checking its escapes.
    private mutating func skipString() throws(SyntaxError) {
        position += 1
        while true {
            position = Self.firstSpecialByte(in: bytes, from: position)
            guard position < bytes.count else { throw SyntaxError() }
            switch bytes[position] {
            case UInt8(ascii: "\""):
                position += 1
                return
            case UInt8(ascii: "\\"):
                position += 1
                _ = try readEscape()
            default:
                throw SyntaxError()
            }
        }
    }

    /// The index of the first quote, backslash or control character in `bytes` from `start`, or
    /// the end. Skipped strings are most of a body (race comments, and `additional_data`, a whole
    /// JSON document in a string), so this looks at eight bytes at a time while none is special.
    private static func firstSpecialByte(in bytes: UnsafeRawBufferPointer, from start: Int) -> Int {
        var index = start
        while index + 8 <= bytes.count
            && !mayHoldSpecialByte(bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
        {
            index += 8
        }
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), 0..<0x20: return index
            default: index += 1
            }
        }
        return index
    }

    /// Whether any of the eight bytes in `word` is a quote, a backslash or below 0x20, with the
    /// bit tricks from "Bit Twiddling Hacks" (determine if a word has a zero byte, or a byte less
    /// than n): `(x - 0x01…01) & ~x & 0x80…80` is non-zero exactly when some byte of `x` is zero.
    private static func mayHoldSpecialByte(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ value: UInt64) -> Bool {
            (value &- ones) & ~value & highBits != 0
        }
        let belowSpace = (word &- ones &* 0x20) & ~word & highBits != 0
        return belowSpace || hasZeroByte(word ^ (ones &* 0x22)) || hasZeroByte(word ^ (ones &* 0x5C))
    }

    // MARK: - Numbers and literals

    /// Passes over a number, checking it against JSON's grammar, and returns its text.
    mutating func scanNumber() throws(SyntaxError) -> UnsafeRawBufferPointer {
        let start = position
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        if position < bytes.count && bytes[position] == UInt8(ascii: "0") {
            position += 1
        } else {
            try scanDigits()
        }
        if position < bytes.count && bytes[position] == UInt8(ascii: ".") {
            position += 1
            try scanDigits()
        }
        if position < bytes.count && (bytes[position] | 0x20) == UInt8(ascii: "e") {
            position += 1
            if position < bytes.count
                && (bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-"))
            {
                position += 1
            }
            try scanDigits()
        }
        return UnsafeRawBufferPointer(rebasing: bytes[start..<position])
    }

    /// Passes over one or more decimal digits.
    private mutating func scanDigits() throws(SyntaxError) {
        let start = position
        while position < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
            position += 1
        }
        guard position > start else { throw SyntaxError() }
    }

    private mutating func skipLiteral() throws(SyntaxError) {
        for literal in ["true", "false", "null"] where matches(literal) {
            position += literal.utf8.count
            return
        }
        throw SyntaxError()
    }

    private func matches(_ literal: String) -> Bool {
        let end = position + literal.utf8.count
        return end <= bytes.count && bytes[position..<end].elementsEqual(literal.utf8)
    }

    // MARK: - Structure

    /// After a member or element: true at a comma, false at `closing`. A comma just before
    /// `closing` is let pass when the reader allows trailing commas, as Foundation's own JSON
    /// parser does.
    private mutating func continues(closingWith closing: UInt8) throws(SyntaxError) -> Bool {
        let byte = try peek()
        position += 1
        if byte == UInt8(ascii: ",") {
            guard allowsTrailingCommas, try peek() == closing else { return true }
            position += 1
            return false
        }
        guard byte == closing else { throw SyntaxError() }
        return false
    }

    private mutating func expect(_ byte: UInt8) throws(SyntaxError) {
        guard try peek() == byte else { throw SyntaxError() }
        position += 1
    }

    /// The next byte after whitespace, without passing it.
    private mutating func peek() throws(SyntaxError) -> UInt8 {
        skipWhitespace()
        guard position < bytes.count else { throw SyntaxError() }
        return bytes[position]
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): position += 1
            default: return
            }
        }
    }
}
