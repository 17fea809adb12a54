import DataLayer
import Foundation
import TestSupport
import Testing

@testable import DomainLayer

/// The one store `star`, `unstar` and watch mode's `s` change the stars through.
@Suite struct StarStoreTests {
    private func store(in directory: TemporaryDirectory) -> StarStore {
        StarStore(file: ConfigFile.standard(environment: ["XDG_CONFIG_HOME": directory.url.path]))
    }

    @Test func appliesEachNameInTurnAndSavesOnce() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = store(in: directory)

        let starred = try store.apply(.star, to: ["Flemington", "happy  valley", "FLEMINGTON"])
        let unstarred = try store.apply(.unstar, to: ["flemington", "Ascot"])
        let toggled = try store.apply(.toggle, to: ["Ascot", "Happy Valley"])

        #expect(
            starred.changes == [
                .starred("Flemington"), .starred("happy valley"), .alreadyStarred("Flemington"),
            ])
        #expect(unstarred.changes == [.unstarred("Flemington"), .notStarred("Ascot")])
        #expect(toggled.changes == [.starred("Ascot"), .unstarred("happy valley")])
        #expect(toggled.stars == StarredMeetings(["Ascot"]))
        #expect(try store.file.load().stars.names == ["Ascot"])
    }

    @Test func aRequestThatChangesNothingWritesNothing() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }

        let update = try store(in: directory).apply(.unstar, to: ["Ascot"])

        #expect(update.changes == [.notStarred("Ascot")])
        #expect(directory.fileNames() == [], "neither the config nor its lock")
    }

    @Test func aSavedStarWithAnInvisibleCharacterIsListedOnceAndUnstarredByThePlainName() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = store(in: directory)
        let folder = directory.url.appendingPathComponent("nexttogo")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"{"stars": ["Har\u00adlow", "Flem\u200bington", "Flemington", "Fle\u0301mington"]}"#.utf8)
            .write(to: folder.appendingPathComponent("config.json"))

        #expect(try store.file.load().stars.names == ["Harlow", "Flemington"])
        let update = try store.apply(.unstar, to: ["Harlow"])

        #expect(update.changes == [.unstarred("Harlow")])
        #expect(try store.file.load().stars.names == ["Flemington"])
        let text = try String(contentsOf: store.file.url, encoding: .utf8)
        #expect(!text.contains("Har"))
        #expect(!text.contains("\\u"), "the names are saved tidied: \(text)")
    }

    @Test func aNameIsSavedWithoutItsInvisibleCharactersAndMatchedThemOrNot() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = store(in: directory)

        let starred = try store.apply(.star, to: ["Har\u{AD}low", "Flemington"])
        let again = try store.apply(.star, to: ["Flem\u{200B}ington", "harlow"])

        #expect(starred.changes == [.starred("Harlow"), .starred("Flemington")])
        #expect(again.changes == [.alreadyStarred("Flemington"), .alreadyStarred("Harlow")])
        let text = try String(contentsOf: store.file.url, encoding: .utf8)
        #expect(!text.unicodeScalars.contains("\u{AD}"))
        #expect(try store.file.load().stars.names == ["Harlow", "Flemington"])
    }

    @Test func anInvalidSettingNeverStopsAStarAndIsSavedAsItWasWritten() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = ConfigFile.standard(environment: ["XDG_CONFIG_HOME": directory.url.path])
        try FileManager.default.createDirectory(
            at: file.url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"alert": "soon", "count": 0}"#.utf8).write(to: file.url)

        let update = try StarStore(file: file).apply(.star, to: ["Flemington"])

        #expect(update.changes == [.starred("Flemington")])
        let text = try String(contentsOf: file.url, encoding: .utf8)
        #expect(text.contains(#""alert" : "soon""#))
        #expect(text.contains(#""count" : 0"#))
        #expect(throws: ConfigFileError.self) { try file.load() }
    }
}
