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
}
