import Foundation

/// One member of a JSON object as its bytes were written: the key's text and the value's text,
/// so that a value nexttogo does not read (`12345678901234567890`, `1.10`, `"\u00e9"`) is saved
/// back exactly as it was.
struct RawJSONMember: Sendable, Equatable {
    /// The key, decoded.
    let key: String
    /// The key as written, quotes and escapes included.
    let keyText: Data
    /// The value as written, from its first byte to its last.
    let valueText: Data

    /// The members of the object that `data` holds, in the order written; nil when `data` is not
    /// a JSON object in UTF-8. Expects JSON that a decoder has already found valid; it only
    /// finds where each member starts and ends.
    static func members(ofObject data: Data) -> [RawJSONMember]? {
        var scanner = Scanner(bytes: [UInt8](data))
        return scanner.objectMembers()
    }

    /// Reads the top level of a JSON text byte by byte.
    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
            // A UTF-8 byte order mark.
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        }

        mutating func objectMembers() -> [RawJSONMember]? {
            skipWhitespace()
            guard take(UInt8(ascii: "{")) else { return nil }
            var members: [RawJSONMember] = []
            skipWhitespace()
            if take(UInt8(ascii: "}")) { return members }
            while true {
                skipWhitespace()
                let keyStart = index
                guard peek == UInt8(ascii: "\""), skipString() else { return nil }
                let keyText = Data(bytes[keyStart..<index])
                guard
                    let key = try? JSONDecoder().decode(
                        [String].self, from: Data("[".utf8) + keyText + Data("]".utf8)
                    ).first
                else { return nil }
                skipWhitespace()
                guard take(UInt8(ascii: ":")) else { return nil }
                skipWhitespace()
                let valueStart = index
                guard skipValue(), index > valueStart else { return nil }
                members.append(
                    RawJSONMember(key: key, keyText: keyText, valueText: Data(bytes[valueStart..<index])))
                skipWhitespace()
                if take(UInt8(ascii: "}")) { return members }
                guard take(UInt8(ascii: ",")) else { return nil }
            }
        }

        private var peek: UInt8? {
            index < bytes.count ? bytes[index] : nil
        }

        private mutating func take(_ byte: UInt8) -> Bool {
            guard peek == byte else { return false }
            index += 1
            return true
        }

        private mutating func skipWhitespace() {
            while let byte = peek, [0x20, 0x09, 0x0A, 0x0D].contains(byte) { index += 1 }
        }

        /// Skips a string, from its opening quote to just past its closing one.
        private mutating func skipString() -> Bool {
            index += 1
            while let byte = peek {
                index += byte == UInt8(ascii: "\\") ? 2 : 1
                if byte == UInt8(ascii: "\"") { return true }
            }
            return false
        }

        /// Skips one value: a string, an object or array with everything in it, or a number or
        /// literal.
        private mutating func skipValue() -> Bool {
            guard let first = peek else { return false }
            switch first {
            case UInt8(ascii: "\""):
                return skipString()
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                var depth = 0
                while let byte = peek {
                    switch byte {
                    case UInt8(ascii: "\""):
                        guard skipString() else { return false }
                        continue
                    case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                    case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
                    default: break
                    }
                    index += 1
                    if depth == 0 { return true }
                }
                return false
            default:
                while let byte = peek, ![0x20, 0x09, 0x0A, 0x0D].contains(byte),
                    ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]")].contains(byte)
                {
                    index += 1
                }
                return true
            }
        }
    }
}
