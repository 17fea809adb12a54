import DomainLayer
import Foundation
import Testing

@testable import nexttogo

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

    @Test func messagesTakeOutWhatCouldSteerATerminal() {
        #expect(StarStore.Change.starred("Flem\u{1B}[2Jington\u{07}").message == "Starred Flemington.")
        #expect(
            StarStore.Change.alreadyStarred("A\u{1B}]0;x\u{07}scot").message == "Ascot is already starred.")
        #expect(StarStore.Change.unstarred("Rand\u{202E}wick").message == "Unstarred Randwick.")
        #expect(StarStore.Change.notStarred("\u{9B}31mAscot").message == "Ascot is not starred.")
    }
}
