import Foundation
import TestSupport
import Testing

/// `nexttogo follow`, `unfollow` and `followed`, in-process, with `XDG_CONFIG_HOME` in a
/// temporary directory.
@Suite(.timeLimit(.minutes(2))) struct FollowCommandTests {
    private func run(_ arguments: [String], in directory: TemporaryDirectory) async throws -> ProgramOutput {
        try await CommandRunner.run(
            arguments, environment: ["XDG_CONFIG_HOME": directory.url.path, "TZ": "UTC"])
    }

    @Test func followsListsAndUnfollowsNamesOfEachKind() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }

        let jockeys = try await run(["follow", "jockey", "James McDonald", "J Kah"], in: directory)
        #expect(jockeys.status == 0)
        #expect(
            jockeys.stdout == """
                Following jockey James McDonald.
                Following jockey J Kah: any jockey of that surname whose first name starts with J.

                """)
        #expect(jockeys.stderr == "")
        let again = try await run(["follow", "jockey", "james  MCDONALD"], in: directory)
        #expect(again.stdout == "Jockey James McDonald is already followed.\n")
        _ = try await run(["follow", "trainer", "Chris Waller"], in: directory)
        _ = try await run(["follow", "runner", "Winx"], in: directory)

        let listed = try await run(["followed"], in: directory)
        #expect(listed.status == 0)
        #expect(
            listed.stdout == """
                runner   Winx
                jockey   James McDonald
                jockey   J Kah
                trainer  Chris Waller

                """)

        let unfollowed = try await run(["unfollow", "jockey", "j kah", "Hugh Bowman"], in: directory)
        #expect(unfollowed.stdout == "Unfollowed jockey J Kah.\nJockey Hugh Bowman is not followed.\n")
        let json = try await run(["followed", "--json"], in: directory)
        let records = try JSONDecoder().decode([[String: String]].self, from: Data(json.stdout.utf8))
        #expect(
            records == [
                ["kind": "runner", "name": "Winx"], ["kind": "jockey", "name": "James McDonald"],
                ["kind": "trainer", "name": "Chris Waller"],
            ])
        #expect(directory.fileNames() == ["config.json", "config.json.lock"], "no temporary file is left")
    }

    @Test func withNobodyFollowedTheListIsEmptyAndStderrSaysHowToFollow() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }

        let output = try await run(["followed"], in: directory)
        let json = try await run(["followed", "--json"], in: directory)

        #expect(output.status == 0)
        #expect(output.stdout == "")
        #expect(output.stderr.contains("nexttogo follow runner|jockey|trainer <name>"))
        #expect(json.stdout == "[\n\n]\n" || json.stdout == "[]\n")
    }

    @Test(arguments: [
        (["follow", "horse", "Winx"], "'runner', 'jockey' or 'trainer'"),
        (["follow", "jockey", " "], "A name cannot be blank"),
        (["follow", "jockey"], "Missing expected argument"),
    ])
    func aBadKindOrNameIsAUsageError(arguments: [String], words: String) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }

        let output = try await run(arguments, in: directory)

        #expect(output.status == 64)
        #expect(output.stderr.contains(words), "\(output.stderr)")
        #expect(directory.fileNames() == [])
    }

    @Test func aNameThatCouldSteerTheTerminalIsPrintedPlain() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }

        let output = try await run(["follow", "runner", "Bad\u{1B}[2JHorse"], in: directory)

        #expect(output.status == 0)
        #expect(!output.stdout.contains("\u{1B}"))
    }
}

/// `nexttogo followed --today`, in-process on the demo's recorded day.
@Suite(.timeLimit(.minutes(2))) struct FollowedTodayCommandTests {
    private func run(_ arguments: [String], in directory: TemporaryDirectory) async throws -> ProgramOutput {
        try await CommandRunner.run(
            arguments, environment: ["XDG_CONFIG_HOME": directory.url.path, "TZ": "UTC"])
    }

    @Test func theDemoFollowsARunnerAJockeyAndATrainerOfTheRecordedDay() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }

        let output = try await run(["followed", "--today", "--demo", "--filter", "harness"], in: directory)
        let lines = output.stdout.split(separator: "\n").map(String.init)

        #expect(output.status == 0)
        #expect(lines.first?.hasPrefix("Starts  Meeting") == true, "\(output.stdout)")
        #expect(lines.contains { $0.contains("Community Art") && $0.hasSuffix("runner") })
        #expect(lines.contains { $0.contains("Josh Dickie") && $0.hasSuffix("jockey") })
        #expect(lines.contains { $0.contains("Trevor Monk") && $0.hasSuffix("trainer") })
        #expect(
            output.stderr.contains(
                "the demo follows runner Community Art, jockey J Dickie, trainer Trevor Monk, runner Master Distiller"
            ))
        #expect(directory.fileNames() == [], "the demo's names are never saved")
    }

    @Test func theJSONNamesEachFollowAndWhatItMatched() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        _ = try await run(["follow", "runner", "karuma kev"], in: directory)

        let output = try await run(
            ["followed", "--today", "--demo", "--filter", "harness", "--json"], in: directory)
        let records = try #require(
            try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
        let first = try #require(records.first)
        let follows = try #require(first["follows"] as? [[String: String]])

        #expect(output.status == 0)
        #expect(first["runner_name"] as? String == "Karuma Kev")
        #expect(first["runner_number"] as? Int == 1)
        #expect(first["barrier"] as? Int == 1)
        #expect(first["rider"] as? String == "Ellen Tormey")
        #expect(first["scratched"] as? Bool == false)
        #expect(
            follows == [
                ["kind": "runner", "name": "karuma kev", "matched": "Karuma Kev"],
                ["kind": "trainer", "name": "Trevor Monk", "matched": "Trevor Monk"],
            ])
    }

    @Test func aDayWithoutTheFollowedSaysSoOnStderr() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }

        let output = try await run(["followed", "--today", "--demo", "--filter", "horse"], in: directory)

        #expect(output.status == 0)
        #expect(output.stdout == "")
        #expect(output.stderr.contains("none of the names followed runs in the"))
    }

    @Test func theDaysOptionsNeedToday() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }

        let output = try await run(["followed", "--demo"], in: directory)

        #expect(output.status == 64)
        #expect(output.stderr.contains("add --today"))
    }
}
