import Foundation
import TestSupport
import Testing

/// The built `nexttogo` starring meetings, with `XDG_CONFIG_HOME` in a temporary directory.
@Suite(.timeLimit(.minutes(2))) struct StarCommandTests {
    private let recording = "j-__next-to-go-react__payload-1768438793569"

    private func run(_ arguments: [String], in directory: TemporaryDirectory) async throws -> ProgramOutput {
        try await CommandRunner.run(
            arguments, environment: ["XDG_CONFIG_HOME": directory.url.path, "TZ": "UTC"])
    }

    private func configText(in directory: TemporaryDirectory) throws -> String {
        try String(contentsOf: directory.url.appendingPathComponent("nexttogo/config.json"), encoding: .utf8)
    }

    private func writeConfig(_ text: String, in directory: TemporaryDirectory) throws {
        let folder = directory.url.appendingPathComponent("nexttogo")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: folder.appendingPathComponent("config.json"))
    }

    @Test func starsListsAndUnstarsOneMeetingToAnArgumentWithNamesOfSeveralWordsQuoted() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }

        let starred = try await run(["star", "Flemington", "Happy Valley"], in: directory)
        #expect(starred.status == 0)
        #expect(starred.stdout == "Starred Flemington.\nStarred Happy Valley.\n")
        #expect(starred.stderr == "")

        let again = try await run(["star", "  happy   VALLEY ", "Ascot"], in: directory)
        #expect(again.status == 0)
        #expect(again.stdout == "Happy Valley is already starred.\nStarred Ascot.\n")

        let listed = try await run(["stars"], in: directory)
        #expect(listed.status == 0)
        #expect(listed.stdout == "Flemington\nHappy Valley\nAscot\n")
        #expect(try configText(in: directory).contains("\"Happy Valley\""))

        let typedInSmallLetters = try await run(["star", "sha tin", "MOONEE VALLEY"], in: directory)
        #expect(typedInSmallLetters.stdout == "Starred Sha Tin.\nStarred Moonee Valley.\n")
        #expect(try await run(["stars"], in: directory).stdout.hasSuffix("Ascot\nSha Tin\nMoonee Valley\n"))
        _ = try await run(["unstar", "sha tin", "moonee valley"], in: directory)

        let unstarred = try await run(["unstar", "happy valley", "Randwick", "ascot"], in: directory)
        #expect(unstarred.status == 0)
        #expect(unstarred.stdout == "Unstarred Happy Valley.\nRandwick is not starred.\nUnstarred Ascot.\n")
        #expect(try await run(["stars"], in: directory).stdout == "Flemington\n")
        #expect(directory.fileNames() == ["config.json", "config.json.lock"], "no temporary file is left")
    }

    @Test(arguments: ["star", "unstar"])
    func theHelpSaysEachArgumentIsOneMeetingAndNamesOfSeveralWordsAreQuoted(command: String) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }

        let help = try await run([command, "--help"], in: directory)
        let text = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")

        #expect(help.status == 0)
        #expect(text.contains("USAGE: nexttogo \(command) <meeting> ..."))
        #expect(text.contains(#"quote a name of several words, such as "Happy Valley""#))
        #expect(text.contains(#"nexttogo \#(command) Flemington "Happy Valley""#))
    }

    @Test func unstarringAMeetingThatIsNotStarredChangesNothing() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }

        let output = try await run(["unstar", "Ascot"], in: directory)

        #expect(output.status == 0)
        #expect(output.stdout == "Ascot is not starred.\n")
        #expect(directory.fileNames() == [], "nothing was written")
    }

    @Test func withNoStarsTheListIsEmptyAndStderrSaysHowToStarOne() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }

        let output = try await run(["stars"], in: directory)

        #expect(output.status == 0)
        #expect(output.stdout == "")
        #expect(output.stderr.contains("nexttogo star <meeting>"))
    }

    @Test(arguments: [
        ["star"], ["star", "  "], ["star", "Flemington", "  "], ["unstar"],
        ["star", String(repeating: "Flemington ", count: 20)],
        ["star", "a" + String(repeating: "\u{301}", count: 5_000)],
    ])
    func aMissingOrBlankNameIsAUsageErrorAndStarsNothing(arguments: [String]) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }

        let output = try await run(arguments, in: directory)

        #expect(output.status == 64)
        #expect(output.stderr.hasPrefix("nexttogo: "))
        #expect(output.stderr.split(separator: "\n").count == 1)
        #expect(directory.fileNames() == [])
    }

    @Test(arguments: [["star", "Ascot"], ["unstar", "Flemington"], ["stars"], ["--demo"]])
    func aCorruptConfigIsOneLineWithItsPathExitOneAndLeftUntouched(arguments: [String]) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let corrupt = #"{"stars": ["Flemington"], "count": "#
        try writeConfig(corrupt, in: directory)

        let output = try await run(arguments, in: directory)

        #expect(output.status == 1)
        #expect(output.stdout == "")
        let path = directory.url.appendingPathComponent("nexttogo/config.json").path
        #expect(
            output.stderr
                == "nexttogo: the config file \(path) is not valid: it is not valid JSON; fix it or move it away\n"
        )
        #expect(try configText(in: directory) == corrupt)
        #expect(directory.fileNames() == ["config.json"])
    }

    @Test(arguments: [["star", "Ascot"], ["stars"], ["--demo"]])
    func aConfigNestedTooDeeplyIsOneLineWithItsPathExitOneAndLeftUntouched(arguments: [String]) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let deep =
            #"{"stars": [], "x": "# + String(repeating: "[", count: 100_000)
            + String(repeating: "]", count: 100_000) + "}"
        try writeConfig(deep, in: directory)

        let output = try await run(arguments, in: directory)

        #expect(output.status == 1)
        #expect(output.stdout == "")
        let path = directory.url.appendingPathComponent("nexttogo/config.json").path
        #expect(
            output.stderr
                == "nexttogo: the config file \(path) is not valid: it nests arrays and objects deeper than 64 "
                + "levels, more than nexttogo reads; fix it or move it away\n")
        #expect(try configText(in: directory) == deep)
    }

    @Test func aStarWithAnInvisibleCharacterIsListedAsItPrintsAndUnstarredByThatName() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try writeConfig(#"{"stars": ["Har\u00adlow", "Flem\u200bington", "Flemington"]}"#, in: directory)

        #expect(try await run(["stars"], in: directory).stdout == "Harlow\nFlemington\n")
        let unstarred = try await run(["unstar", "Harlow"], in: directory)
        #expect(unstarred.status == 0)
        #expect(unstarred.stdout == "Unstarred Harlow.\n")
        #expect(try await run(["stars"], in: directory).stdout == "Flemington\n")
    }

    @Test func anUnknownKeyIsAOneLineWarningAndIsKept() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try writeConfig(#"{"colour": "red", "stars": []}"#, in: directory)

        let output = try await run(["star", "Ascot"], in: directory)

        #expect(output.status == 0)
        let path = directory.url.appendingPathComponent("nexttogo/config.json").path
        #expect(
            output.stderr
                == "nexttogo: warning: the config file \(path) has an unknown key \"colour\", ignored\n")
        #expect(try configText(in: directory).contains(#""colour" : "red""#))
    }

    @Test func showsOnlyStarredMeetingsAsJSONMarkedStarred() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let feed = try RecordedFeedServer(recording: recording)
        defer { feed.server.stop() }
        let meeting = try #require(feed.expectedRaces().dropFirst(2).first?.meetingName)
        #expect(try await run(["star", meeting.uppercased()], in: directory).status == 0)

        let output = try await run(
            ["--api-url", feed.server.baseURL.absoluteString, "--starred", "--json"], in: directory)

        #expect(output.status == 0)
        let records = try #require(
            try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
        let expected = feed.expectedRaces(limit: 200).filter { $0.meetingName == meeting }.prefix(5)
        #expect(!records.isEmpty)
        #expect(records.compactMap { $0["race_id"] as? String } == expected.map(\.id))
        #expect(records.allSatisfy { $0["starred"] as? Bool == true })
    }

    @Test func marksStarredRowsAndListsThemFirstUnderStarredFirst() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let feed = try RecordedFeedServer(recording: recording)
        defer { feed.server.stop() }
        // The third race of the board: starred first reorders the races shown, never adds one.
        let later = try #require(feed.expectedRaces(limit: 3).last)
        try writeConfig(#"{"stars": ["\#(later.meetingName)"], "count": 3}"#, in: directory)

        let output = try await run(
            ["--api-url", feed.server.baseURL.absoluteString, "--starred-first"], in: directory)

        #expect(output.status == 0)
        let table = TableOutput(output.stdout)
        #expect(table.rows.count == 3, "the config's count applies")
        #expect(table.rows.first?[1] == "* \(later.meetingName) \(try #require(later.location))")
        let others = table.rows.dropFirst().map { $0[1] }
        #expect(others.allSatisfy { !$0.hasPrefix("*") })
        let unstarred = feed.expectedRaces(limit: 3).filter { $0.meetingName != later.meetingName }
        #expect(table.rows.dropFirst().map { $0[2] } == unstarred.map { "R\($0.raceNumber)" })
    }

    @Test func aFlagOverridesTheConfigsCount() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let feed = try RecordedFeedServer(recording: recording)
        defer { feed.server.stop() }
        try writeConfig(#"{"count": 3, "filter": "greyhound"}"#, in: directory)

        let output = try await run(
            ["--api-url", feed.server.baseURL.absoluteString, "--count", "4"], in: directory)

        #expect(output.status == 0)
        let table = TableOutput(output.stdout)
        #expect(table.rows.count == 4)
        #expect(table.rows.allSatisfy { $0[0] == "Greyhound" }, "the config's filter still applies")
    }

    @Test func showsStartTimesInTheZoneTzNames() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let feed = try RecordedFeedServer(recording: recording)
        defer { feed.server.stop() }

        let output = try await run(
            ["--api-url", feed.server.baseURL.absoluteString, "--tz", "Asia/Kolkata"], in: directory)

        #expect(output.status == 0)
        let kolkata = DateFormatter()
        kolkata.timeZone = TimeZone(identifier: "Asia/Kolkata")
        kolkata.dateFormat = "HH:mm"
        let table = TableOutput(output.stdout)
        #expect(table.rows.map { $0[4] } == feed.expectedRaces().map { kolkata.string(from: $0.start) })
        #expect(table.notes == ["(start times in Asia/Kolkata)"])
    }
}
