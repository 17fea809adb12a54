import Foundation

/// The config file's top-level JSON object as it was written: each member's text, so that saving
/// keeps every key byte for byte, even ones nexttogo does not know, and each member's value, read
/// from the very same member that saving keeps.
///
/// Of a key written twice, the last is the one read and the one saved, as `jq` and Python take
/// it. Reading is linear in the file's size and refuses nesting deeper than `maximumDepth` before
/// it goes any deeper, so a file of a hundred thousand `[` is an error, never a stack overflow.
public struct ConfigDocument: Sendable, Equatable {
    /// Why bytes are not a config document, in words that follow "it".
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// A syntax error, an early end, or a string that is not UTF-8.
        case notJSON
        /// Valid JSON, but not an object.
        case notAnObject
        /// Arrays and objects nested deeper than `maximumDepth`, the top-level object included.
        case tooDeep

        /// The reason as a clause, such as `it is not valid JSON`.
        public var description: String {
            switch self {
            case .notJSON: "it is not valid JSON"
            case .notAnObject: "it is not a JSON object"
            case .tooDeep:
                "it nests arrays and objects deeper than \(ConfigDocument.maximumDepth) levels, "
                    + "more than nexttogo reads"
            }
        }
    }

    /// How deeply arrays and objects may nest, the top-level object counting as one: far more
    /// than any config needs, and few enough that reading one never strains the stack.
    public static let maximumDepth = 64

    /// A document with nothing in it, as when there is no file.
    public static let empty = ConfigDocument()

    /// The members by key, each as written.
    private var members: [String: RawJSONMember] = [:]
    /// The members' values by key.
    private var values: [String: JSONValue] = [:]

    private init() {}

    /// Reads the object that `data` holds in UTF-8, after an optional byte order mark.
    /// - Throws: `Failure` when `data` is not a JSON object or nests too deeply.
    public init(data: Data) throws(Failure) {
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        var members: [String: RawJSONMember] = [:]
        var values: [String: JSONValue] = [:]
        let isObject: Bool
        do {
            isObject = try bytes.withUnsafeBytes { buffer throws(JSONReader.SyntaxError) -> Bool in
                var reader = JSONReader(buffer, depthLimit: Self.maximumDepth, allowsTrailingCommas: false)
                guard try reader.nextKind() == .object else {
                    _ = try reader.readValue(depth: 0)
                    try reader.expectEnd()
                    return false
                }
                try reader.readObjectWithKeyText(depth: 0) {
                    reader, key, keyText throws(JSONReader.SyntaxError) in
                    let (value, valueText) = try reader.keepingText { reader throws(JSONReader.SyntaxError) in
                        try reader.readValue(depth: 1)
                    }
                    members[key] = RawJSONMember(
                        key: key, keyText: Data(buffer[keyText]), valueText: Data(buffer[valueText]))
                    values[key] = value
                }
                try reader.expectEnd()
                return true
            }
        } catch let error as JSONReader.SyntaxError {
            throw error.nestsTooDeeply ? .tooDeep : .notJSON
        } catch {
            throw .notJSON
        }
        guard isObject else { throw .notAnObject }
        self.members = members
        self.values = values
    }

    /// Every key in the document.
    public var keys: [String] { Array(members.keys) }

    /// The value of member `key`; nil when there is none.
    public subscript(key: String) -> JSONValue? { values[key] }

    /// Sets member `key` to `strings`, written as a JSON list one a line, indented to sit in
    /// the saved object.
    public mutating func set(_ key: String, toStrings strings: [String]) {
        let text =
            strings.isEmpty
            ? "[]" : "[\n" + strings.map { "    " + Self.encoded($0) }.joined(separator: ",\n") + "\n  ]"
        members[key] = RawJSONMember(
            key: key, keyText: Data(Self.encoded(key).utf8), valueText: Data(text.utf8))
        values[key] = .array(strings.map(JSONValue.string))
    }

    /// Sets member `key` to an object of string lists, one member to each of `lists` in its
    /// order, each list written one string a line, indented to sit in the saved object.
    public mutating func set(_ key: String, toStringLists lists: [(key: String, strings: [String])]) {
        let inner = lists.map { list in
            let strings =
                list.strings.isEmpty
                ? "[]"
                : "[\n" + list.strings.map { "      " + Self.encoded($0) }.joined(separator: ",\n")
                    + "\n    ]"
            return "    " + Self.encoded(list.key) + " : " + strings
        }
        let text = inner.isEmpty ? "{}" : "{\n" + inner.joined(separator: ",\n") + "\n  }"
        members[key] = RawJSONMember(
            key: key, keyText: Data(Self.encoded(key).utf8), valueText: Data(text.utf8))
        var object: [String: JSONValue] = [:]
        for list in lists {
            object[list.key] = .array(list.strings.map(JSONValue.string))
        }
        values[key] = .object(object)
    }

    /// The whole document as pretty-printed JSON with sorted keys, ending in a newline; each
    /// member not set since reading is written byte for byte as it was read.
    public func encoded() -> Data {
        let lines = members.values.sorted { $0.key < $1.key }.map { member in
            Data("  ".utf8) + member.keyText + Data(" : ".utf8) + member.valueText
        }
        guard !lines.isEmpty else { return Data("{}\n".utf8) }
        return Data("{\n".utf8) + lines.joined(separator: Data(",\n".utf8)) + Data("\n}\n".utf8)
    }

    /// `text` as a JSON string.
    private static func encoded(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        // A list of strings always encodes.
        let list = (try? encoder.encode([text])).map { String(decoding: $0, as: UTF8.self) } ?? "[\"\"]"
        return String(list.dropFirst().dropLast())
    }
}
