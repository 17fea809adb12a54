import Foundation
import Testing

@testable import DataLayer

/// The config file's document, read on the one `JSONReader`: members kept as written, the
/// config's own stricter rules (no trailing comma, a shallow depth limit), a byte order mark.
@Suite struct ConfigDocumentTests {
    @Test func everyMemberIsSavedAsItWasWrittenAndTheLastOfARepeatedKeyWins() throws {
        let document = try ConfigDocument(
            data: Data(#"{"b": 1.10, "a": "\u00e9", "b": 12345678901234567890}"#.utf8))

        #expect(document["a"] == .string("é"))
        #expect(document["b"] == .number(try #require(Double("12345678901234567890"))))
        #expect(
            String(decoding: document.encoded(), as: UTF8.self)
                == "{\n  \"a\" : \"\\u00e9\",\n  \"b\" : 12345678901234567890\n}\n")
    }

    @Test func aListSetSinceReadingIsWrittenOneALine() throws {
        var document = try ConfigDocument(data: Data(#"{"stars": []}"#.utf8))
        document.set("stars", toStrings: ["Flemington", "Happy Valley"])

        #expect(document["stars"] == .array([.string("Flemington"), .string("Happy Valley")]))
        #expect(
            String(decoding: document.encoded(), as: UTF8.self)
                == "{\n  \"stars\" : [\n    \"Flemington\",\n    \"Happy Valley\"\n  ]\n}\n")
    }

    @Test(arguments: [#"{"a": 1,}"#, #"{"a": [1,]}"#])
    func aTrailingCommaIsRefusedThoughTheAPIsBodiesMayHaveOne(text: String) {
        #expect(throws: ConfigDocument.Failure.notJSON) { try ConfigDocument(data: Data(text.utf8)) }
    }

    @Test func nestingPastTheLimitIsToldApartFromOtherErrors() {
        let deep = String(repeating: "[", count: ConfigDocument.maximumDepth)
        #expect(throws: ConfigDocument.Failure.tooDeep) {
            try ConfigDocument(data: Data(#"{"a": \#(deep)"#.utf8))
        }
        #expect(throws: ConfigDocument.Failure.notAnObject) { try ConfigDocument(data: Data("[1]".utf8)) }
    }

    @Test func aByteOrderMarkIsPassedOver() throws {
        let document = try ConfigDocument(data: Data([0xEF, 0xBB, 0xBF]) + Data(#"{"count": 8}"#.utf8))
        #expect(document["count"] == .integer(8))
    }
}
