import DataLayer
import Foundation
import TestSupport
import Testing

@testable import DomainLayer

/// The blackbook kept in the config file beside the stars, through the store that keeps them.
@Suite struct BlackbookStoreTests {
    private func store(in directory: TemporaryDirectory) -> StarStore {
        StarStore(file: ConfigFile.standard(environment: ["XDG_CONFIG_HOME": directory.url.path]))
    }

    private func writeConfig(_ text: String, in directory: TemporaryDirectory) throws {
        let folder = directory.url.appendingPathComponent("nexttogo")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: folder.appendingPathComponent("config.json"))
    }

    @Test func followsAndUnfollowsEachNameInTurnKeepingTheStarsAndSettings() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try writeConfig(#"{"stars": ["Flemington"], "count": 8, "mine": 1}"#, in: directory)
        let store = store(in: directory)

        let followed = try store.apply(
            .follow,
            to: [
                FollowedName(.jockey, "James McDonald"), FollowedName(.runner, "Winx"),
                FollowedName(.jockey, "james mcdonald"),
            ])
        let unfollowed = try store.apply(
            .unfollow, to: [FollowedName(.runner, "WINX"), FollowedName(.trainer, "Chris Waller")])

        #expect(
            followed.changes == [
                .followed(FollowedName(.jockey, "James McDonald")), .followed(FollowedName(.runner, "Winx")),
                .alreadyFollowed(FollowedName(.jockey, "James McDonald")),
            ])
        #expect(followed.unknownKeys == ["mine"])
        #expect(
            unfollowed.changes == [
                .unfollowed(FollowedName(.runner, "Winx")),
                .notFollowed(FollowedName(.trainer, "Chris Waller")),
            ])
        let config = try store.load()
        #expect(config.blackbook.entries == [FollowedName(.jockey, "James McDonald")])
        #expect(config.stars.names == ["Flemington"])
        #expect(config.count == 8)
        let text = try String(contentsOf: store.file.url, encoding: .utf8)
        #expect(text.contains(#""mine" : 1"#), "an unknown key is kept as written: \(text)")
        #expect(text.contains("\"followed\" : {\n    \"jockeys\" : [\n      \"James McDonald\"\n    ]\n  }"))
    }

    @Test func aStarAndAFollowSavedOneAfterTheOtherAreBothKept() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = store(in: directory)

        _ = try store.apply(.follow, to: [FollowedName(.trainer, "Chris Waller")])
        _ = try store.apply(.star, to: ["Randwick"])

        let config = try store.load()
        #expect(config.stars.names == ["Randwick"])
        #expect(config.blackbook.names(of: .trainer) == ["Chris Waller"])
    }

    @Test func aRequestThatChangesNothingWritesNothing() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }

        let update = try store(in: directory).apply(.unfollow, to: [FollowedName(.runner, "Winx")])

        #expect(update.changes == [.notFollowed(FollowedName(.runner, "Winx"))])
        #expect(directory.fileNames() == [], "neither the config nor its lock")
    }

    @Test func aFollowPastTheCapacityIsRefusedAndTheRestKept() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = store(in: directory)
        let names = (1..<Blackbook.capacity).map { FollowedName(.runner, "Runner \($0)") }
        _ = try store.apply(.follow, to: names)

        let update = try store.apply(
            .follow, to: [FollowedName(.runner, "Last"), FollowedName(.runner, "Over")])

        #expect(
            update.changes == [
                .followed(FollowedName(.runner, "Last")), .full(FollowedName(.runner, "Over")),
            ])
        #expect(try store.load().blackbook.entries.count == Blackbook.capacity)
    }

    @Test(arguments: [
        #"{"followed": ["Winx"]}"#, #"{"followed": {"horses": ["Winx"]}}"#,
        #"{"followed": {"runners": "Winx"}}"#,
        #"{"followed": {"runners": [1]}}"#,
    ])
    func aFollowedKeyThatIsNotListsOfNamesIsOneClearProblem(text: String) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try writeConfig(text, in: directory)

        #expect {
            try store(in: directory).load()
        } throws: { error in
            "\(error)".contains(#""followed" must be an object of name lists"#)
        }
    }

    @Test func tooManyNamesInTheFileIsAProblem() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let names = (0...Blackbook.capacity).map { "\"R\($0)\"" }.joined(separator: ",")
        try writeConfig(#"{"followed": {"runners": [\#(names)]}}"#, in: directory)

        #expect(throws: ConfigFileError.self) { try store(in: directory).load() }
    }
}
