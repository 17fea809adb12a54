import Foundation
import SharedUtils

extension JSONReader {
    /// The document `read` makes of the whole of `body`: the one way every decoder starts.
    /// - Throws: `FetchFailure.invalidResponse` when the body is empty or is not JSON from
    ///   its first byte to its last; what the document holds is the decoder's to check after.
    static func document<Document>(
        in body: Data, _ read: (inout JSONReader) throws(SyntaxError) -> Document
    ) throws(FetchFailure) -> Document {
        guard !body.isEmpty else { throw .invalidResponse(reason: "the body is empty") }
        do {
            return try body.withUnsafeBytes { bytes throws(SyntaxError) in
                var reader = JSONReader(bytes)
                let document = try read(&reader)
                try reader.expectEnd()
                return document
            }
        } catch {
            throw .invalidResponse(reason: "the body is not JSON")
        }
    }
}
