import DataLayer
import Foundation
import TestSupport
import Testing

@testable import DomainLayer

/// Reading the config file in one pass that reading and saving share: repeated keys, deep
/// nesting and large values.
@Suite(.timeLimit(.minutes(1))) struct ConfigFileReadingTests {
    private func file(in directory: TemporaryDirectory) -> ConfigFile {
        ConfigFile.standard(environment: ["XDG_CONFIG_HOME": directory.url.path])
    }

    private func write(_ text: String, to file: ConfigFile) throws {
        try FileManager.default.createDirectory(
            at: file.url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file.url)
    }

    /// `{"deep": [[…]]}`, holding `arrays` arrays one inside the next.
    private func nested(arrays: Int) -> String {
        #"{"deep": "# + String(repeating: "[", count: arrays) + String(repeating: "]", count: arrays) + "}"
    }

    @Test func ofAKeyWrittenTwiceTheLastIsRead() throws {
        let saved = try SavedConfig(
            data: Data(#"{"count": "ten", "stars": ["A"], "count": 5, "stars": ["B", "C"]}"#.utf8))
        #expect(saved.count == 5)
        #expect(saved.stars.names == ["B", "C"])
    }

    @Test func aBadValueWrittenLastIsReportedThoughAGoodOneCameFirst() throws {
        #expect(throws: SavedConfig.Problem(reason: #""count" must be a whole number from 1 to 50"#)) {
            try SavedConfig(data: Data(#"{"count": 5, "count": "ten", "stars": ["A"]}"#.utf8))
        }
    }

    @Test func aKeyWrittenTwiceWithDifferentEscapesIsOneKey() throws {
        let saved = try SavedConfig(data: Data(#"{"count": 3, "\u0063ount": 7}"#.utf8))
        #expect(saved.count == 7)
    }

    @Test func starringSavesOnlyTheLastOfAKeyWrittenTwiceSoTheFileMeansTheSame() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let config = file(in: directory)
        try write(#"{"count": "ten", "colour": 1, "stars": ["A"], "count": 5, "colour": [2]}"#, to: config)

        _ = try StarStore(file: config).apply(.star, to: ["Flemington"])

        let text = try String(contentsOf: config.url, encoding: .utf8)
        #expect(text.components(separatedBy: #""count""#).count == 2, "one count: \(text)")
        #expect(text.contains(#""count" : 5"#))
        #expect(text.contains(#""colour" : [2]"#))
        #expect(!text.contains("ten"))
        let reread = try config.load()
        #expect(reread.count == 5)
        #expect(reread.stars.names == ["A", "Flemington"])
    }

    @Test(arguments: [500, 100_000])
    func aFileNestedTooDeeplyIsOneClearErrorAndIsNeverOverwritten(arrays: Int) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let config = file(in: directory)
        let contents = nested(arrays: arrays)
        try write(contents, to: config)
        let reason = "it nests arrays and objects deeper than 64 levels, more than nexttogo reads"

        #expect(throws: ConfigFileError.invalid(path: config.url.path, reason: reason)) { try config.load() }
        #expect(throws: ConfigFileError.invalid(path: config.url.path, reason: reason)) {
            try StarStore(file: config).apply(.star, to: ["Flemington"])
        }
        #expect(try Data(contentsOf: config.url) == Data(contents.utf8))
        #expect(
            "\(ConfigFileError.invalid(path: config.url.path, reason: reason))"
                == "the config file \(config.url.path) is not valid: it nests arrays and objects deeper than "
                + "64 levels, more than nexttogo reads; fix it or move it away")
    }

    @Test func objectsNestedTooDeeplyAreRefusedAsArraysAre() {
        let deep =
            String(repeating: #"{"a": "#, count: 100_000) + "1" + String(repeating: "}", count: 100_000)
        #expect(throws: SavedConfig.Problem.self) { try SavedConfig(data: Data(deep.utf8)) }
    }

    @Test func nestingUpToTheLimitIsRead() throws {
        // The top-level object is the first level.
        let saved = try SavedConfig(data: Data(nested(arrays: ConfigDocument.maximumDepth - 1).utf8))
        #expect(saved.unknownKeys == ["deep"])
        #expect(throws: SavedConfig.Problem.self) {
            try SavedConfig(data: Data(nested(arrays: ConfigDocument.maximumDepth).utf8))
        }
    }

    @Test func largeUnknownValuesAreReadAndSavedAsTheyWere() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let config = file(in: directory)
        // About 200 KB each: a wide list, a wide object and one long string; a reader that went
        // back over what it had read would take minutes here.
        let list = "[" + (0..<20_000).map { #""i\#($0)""# }.joined(separator: ",") + "]"
        let object = "{" + (0..<12_000).map { #""k\#($0)": [\#($0)]"# }.joined(separator: ",") + "}"
        let string = "\"" + String(repeating: #"ab\"\u00e9"#, count: 20_000) + "\""
        try write(#"{"list": \#(list), "object": \#(object), "string": \#(string), "stars": []}"#, to: config)

        #expect(try config.load().unknownKeys == ["list", "object", "string"])
        _ = try StarStore(file: config).apply(.star, to: ["Flemington"])

        let text = try String(contentsOf: config.url, encoding: .utf8)
        #expect(text.contains(#""list" : \#(list)"#))
        #expect(text.contains(#""object" : \#(object)"#))
        #expect(text.contains(#""string" : \#(string)"#))
        #expect(try config.load().stars.names == ["Flemington"])
    }

    @Test(arguments: [
        #"{"a": 1,}"#, #"{"a": [1,]}"#, #"{"a": 01}"#, #"{"a": 1.}"#, #"{"a": tru}"#, #"{"a": "\x"}"#,
        #"{"a": "\ud800"}"#, "{\"a\": \"tab\tinside\"}", #"{"a": 1} x"#, #"{a: 1}"#,
    ])
    func whatIsNotJSONIsRefused(text: String) {
        #expect(throws: SavedConfig.Problem(reason: "it is not valid JSON")) {
            try SavedConfig(data: Data(text.utf8))
        }
    }

    @Test func aStringThatIsNotUTF8IsRefused() {
        let bytes: [UInt8] = Array(#"{"a": "x"#.utf8) + [0xFF] + Array(#""}"#.utf8)
        #expect(throws: SavedConfig.Problem(reason: "it is not valid JSON")) {
            try SavedConfig(data: Data(bytes))
        }
    }

    @Test func aByteOrderMarkAndEveryKindOfValueAreRead() throws {
        let text =
            "\u{FEFF}"
            + #" { "count" : 8.0e0 , "other" : [ -1.5e-3 , true , false , null , { } , "\ud83c\udfc7" ] } "#
        let saved = try SavedConfig(data: Data(text.utf8))
        #expect(saved.count == 8)
        #expect(saved.unknownKeys == ["other"])
    }
}
