import Foundation
import Testing

@testable import DataLayer

@Suite struct JSONReaderTests {
    /// Whether the reader accepts `text` as one JSON value, skipping all of it.
    private func readerAccepts(_ text: String) -> Bool {
        Data(text.utf8).withUnsafeBytes { bytes in
            var reader = JSONReader(bytes)
            do {
                try reader.skipValue(depth: 0)
                try reader.expectEnd()
                return true
            } catch {
                return false
            }
        }
    }

    /// Whether Foundation's own parser accepts `text` as one JSON value.
    private func foundationAccepts(_ text: String) -> Bool {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)) != nil
    }

    /// Reads `text` as a string value.
    private func readString(_ text: String) -> String? {
        Data(text.utf8).withUnsafeBytes { bytes in
            var reader = JSONReader(bytes)
            return try? reader.readStringIfPresent(depth: 0)
        }
    }

    @Test(arguments: [
        #"{"a": [1, -2.5e+3, 0, 0.25, true, false, null, "x\"y\\z\/\b\f\n\r\t\u00e9\ud83c\udfc7"]}"#,
        " \t\r\n[ ] ", "{}", "[1,]", #"{"a":1,}"#, #""""#, "-0", "1E5", "[[[[[]]]]]",
        #"{"a":{"b":{"c":[{}]}}}"#,
    ])
    func acceptsWhatFoundationAccepts(text: String) {
        #expect(foundationAccepts(text))
        #expect(readerAccepts(text))
    }

    @Test(arguments: [
        "", "{", "[,]", "[1,,]", #"{"a" 1}"#, "{a:1}", "[1 2]", "01", "1.", ".5", "-", "1e", "+1",
        "tru", "nul", "True", #""\x""#, #""\u12G4""#, "\"a\u{01}b\"", #""unterminated"#, "[1]]",
        "{} {}", "[\"\\ud800\"]",
    ])
    func rejectsWhatFoundationRejects(text: String) {
        #expect(!foundationAccepts(text))
        #expect(!readerAccepts(text))
    }

    @Test(arguments: 0..<20)
    func skippedStringsAreCheckedWhereverTheirSpecialBytesFall(offset: Int) {
        let padding = String(repeating: "é", count: offset / 2) + String(repeating: "x", count: offset % 2)
        let cases = [
            (#"\"escaped\" quote"#, true), (#"back\\slash"#, true), (#"\u00e9 escape"#, true),
            ("tab\tinside", false), ("line\nbreak", false), ("bell\u{07}", false), (#"bad \q escape"#, false),
        ]
        for (content, valid) in cases {
            let text = #"{"skipped": ""# + padding + content + String(repeating: "y", count: 9) + #""}"#
            #expect(readerAccepts(text) == valid, "\(text.debugDescription)")
            #expect(foundationAccepts(text) == valid, "\(text.debugDescription)")
        }
    }

    @Test func nestingPastTheLimitIsRejectedWithoutExhaustingTheStack() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(!readerAccepts(deep))
        let allowed = JSONReader.maximumDepth - 1
        #expect(
            readerAccepts(String(repeating: "[", count: allowed) + String(repeating: "]", count: allowed)))
    }

    @Test(arguments: [
        (#""plain""#, "plain"),
        (#""tab\tand \"quotes\"""#, "tab\tand \"quotes\""),
        (#""\u00e9t\u00e9""#, "été"),
        (#""\ud83c\udfc7 jockey""#, "🏇 jockey"),
        ("\"Flemington ★\"", "Flemington ★"),
    ])
    func readsStringsWithTheirEscapesDecoded(text: String, expected: String) {
        #expect(readString(text) == expected)
    }

    @Test func aStringThatIsNotValidUTF8IsRejected() {
        let bytes: [UInt8] = [0x22, 0x61, 0xFF, 0x62, 0x22]
        let string = bytes.withUnsafeBytes { raw in
            var reader = JSONReader(raw)
            return try? reader.readStringIfPresent(depth: 0)
        }
        #expect(string == nil)
    }

    @Test(arguments: [
        ("7", 7), ("7.0", 7), ("7e0", 7), ("-3", -3), ("7.5", nil), ("1e30", nil), ("\"7\"", nil),
    ])
    func readsWholeNumbersAsIntegers(text: String, expected: Int?) {
        let value = Data(text.utf8).withUnsafeBytes { bytes in
            var reader = JSONReader(bytes)
            return try? reader.readIntegerIfPresent(depth: 0)
        }
        #expect(value == expected)
    }
}
