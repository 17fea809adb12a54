import Foundation

/// A file built into the program as base64 text, so nexttogo needs nothing beside its binary.
///
/// `scripts/generate-embedded-resources` writes one `EmbeddedResource+<Name>.swift` under
/// `Generated/` for each file it builds in; a test fails while any is out of date.
struct EmbeddedResource: Sendable {
    /// The file's bytes in base64, line breaks allowed.
    let base64: String

    /// The file's bytes; nil when the text is not base64, which the generator never writes.
    var data: Data? {
        Data(base64Encoded: base64, options: .ignoreUnknownCharacters)
    }
}
