import Foundation
import TestSupport
import Testing

/// `nexttogo meetings`, `meeting <name>` and `race <meeting> <number>`: the built program against
/// the recorded racing day served on a loopback server.
@Suite(.timeLimit(.minutes(2))) struct RacingDayCommandTests {
    private let environment = ["TZ": "UTC"]

    private func run(_ arguments: [String], on server: RacingDayServer) async throws -> ProgramOutput {
        try await CommandRunner.run(arguments + ["--api-url", server.apiURL], environment: environment)
    }

    private func jsonArray(_ text: String) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
    }

    @Test func meetingsListsTheDaysMeetingsOneRowEachFromOneRequest() async throws {
        let server = try RacingDayServer()
        defer { server.server.stop() }

        let output = try await run(["meetings"], on: server)
        let json = try await run(["meetings", "--json"], on: server)

        #expect(output.status == 0)
        #expect(output.stderr == "")
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("Category   Meeting") == true, "\(output.stdout)")
        let records = try jsonArray(json.stdout)
        #expect(lines.count == 1 + records.count)
        #expect(records.count > 140)
        #expect(lines.contains { $0.hasPrefix("Horse      Happy Valley HK") })
        // One request a run for the day; in the day's first hours (the wall clock's, as live
        // runs have it) one more for yesterday's meetings still racing.
        #expect([2, 4].contains(server.targets.count), "\(server.targets)")
        #expect(server.targets.allSatisfy { $0.hasPrefix("/v2/racing/meeting?date=") }, "\(server.targets)")
    }

    @Test func meetingsAsJSONHaveEveryDocumentedField() async throws {
        let server = try RacingDayServer()
        defer { server.server.stop() }

        let output = try await run(["meetings", "--json", "--filter", "harness"], on: server)

        #expect(output.status == 0)
        #expect(output.stderr == "")
        let records = try jsonArray(output.stdout)
        #expect(!records.isEmpty)
        #expect(records.allSatisfy { $0["category"] as? String == "harness" })
        let keys: Set = [
            "meeting_id", "name", "category", "date", "venue_name", "venue_state", "venue_country",
            "track_condition", "weather", "races_run", "races_total", "next_race_number", "next_race_start",
            "seconds_to_next_race", "state", "compounds",
        ]
        #expect(records.allSatisfy { Set($0.keys) == keys })
    }

    @Test func verboseCountsWhatTheAPISentThatWasSkipped() async throws {
        let server = try RacingDayServer(
            meetings: Array(
                #"{"meetings": {"m1": {"id": "m1", "name": "Nowhere", "category_id": "not-a-category", "race_ids": []}}, "races": {}}"#
                    .utf8))
        defer { server.server.stop() }

        let output = try await run(["meetings", "--verbose"], on: server)

        #expect(output.status == 0)
        #expect(output.stderr.contains("nexttogo: skipped 1 meetings, races and bets"), "\(output.stderr)")
    }

    @Test func aNameOfTwoMeetingsListsThemAndHowToPickOne() async throws {
        let server = try RacingDayServer()
        defer { server.server.stop() }

        let output = try await run(["meeting", "ballarat"], on: server)

        #expect(output.status == 1)
        #expect(output.stdout == "")
        #expect(
            output.stderr.hasPrefix("nexttogo: 'ballarat' matches 2 meetings: Ballarat (greyhound, 12 races"),
            "\(output.stderr)")
        #expect(output.stderr.hasSuffix("pick one with --filter greyhound or --filter harness\n"))
    }

    @Test func aFilterPicksOneOfTwoMeetingsOfAName() async throws {
        let server = try RacingDayServer()
        defer { server.server.stop() }

        let output = try await run(["meeting", "ballarat", "--filter", "harness"], on: server)

        #expect(output.status == 0, "\(output.stderr)")
        let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "Harness · Ballarat VIC", "\(output.stdout)")
        #expect(lines.filter { $0.contains(#/^ +R\d/#) }.count == 9, "\(output.stdout)")
    }

    @Test func aMeetingsOneRaceSpecialGivesWayToTheMeeting() async throws {
        let server = try RacingDayServer()
        defer { server.server.stop() }

        let output = try await run(["meeting", "happy", "--json"], on: server)

        #expect(output.status == 0, "\(output.stderr)")
        let record = try #require(
            try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(record["name"] as? String == "Happy Valley")
        #expect((record["races"] as? [[String: Any]])?.count == 10)
    }

    @Test func aRaceByItsMeetingAndNumberOpensItsCardAsItsIDDoes() async throws {
        let server = try RacingDayServer()
        defer { server.server.stop() }
        let card = try #require(
            ExpectedRaceCards.all.first { $0.fixture.raceID == RaceCardFixtures.finalHarness.raceID })

        let byName = try await run(["race", "bendigo", "6", "--filter", "harness"], on: server)
        let byID = try await run(["race", card.fixture.raceID], on: server)

        #expect(byName.status == 0, "\(byName.stderr)")
        #expect(byName.stderr == "")
        #expect(byName.stdout.split(separator: "\n").contains { $0 == card.title }, "\(byName.stdout)")
        #expect(byName.stdout == byID.stdout)
        // The day (and in its first hours yesterday too, at the same time), then the card.
        let cardAt = try #require(server.targets.firstIndex { $0.hasPrefix("/rest/v1/racing/") })
        #expect((1...2).contains(cardAt), "\(server.targets)")
        #expect(server.targets[..<cardAt].allSatisfy { $0.hasPrefix("/v2/racing/meeting?") })
        #expect(server.targets[cardAt].hasSuffix("id=\(card.fixture.raceID)"))
    }

    @Test func aRaceWhoseCardIsNotThereYetIsNamedByItsMeetingAndNumber() async throws {
        let server = try RacingDayServer()
        defer { server.server.stop() }

        // Bendigo R1 is on the day's card; the server has no card of it, as for a race far off.
        let output = try await run(["race", "bendigo", "1", "--filter", "harness"], on: server)

        #expect(output.status == 1)
        #expect(
            output.stderr
                == "nexttogo: no card for Bendigo R1 yet: the racing API does not know it; "
                + "'nexttogo meeting' with its meeting lists its races and their states\n")
    }

    @Test func aRaceOfAnAmbiguousMeetingOrAMissingNumberSaysWhy() async throws {
        let server = try RacingDayServer()
        defer { server.server.stop() }

        let ambiguous = try await run(["race", "bendigo", "6"], on: server)
        let missing = try await run(["race", "bendigo", "20", "--filter", "harness"], on: server)

        #expect(ambiguous.status == 1)
        #expect(ambiguous.stderr.hasPrefix("nexttogo: 'bendigo' matches 2 meetings"), "\(ambiguous.stderr)")
        #expect(missing.status == 1)
        #expect(
            missing.stderr == "nexttogo: Bendigo has no race 20; its races are R1–R11\n", "\(missing.stderr)")
        #expect(server.targets.allSatisfy { $0.hasPrefix("/v2/racing/meeting?") }, "no card asked for")
    }

    @Test func aNameTheFiltersHideSaysSoAndHowToWidenThem() async throws {
        let server = try RacingDayServer()
        defer { server.server.stop() }

        let byCategory = try await run(["meeting", "albion", "--filter", "horse"], on: server)
        let byCountry = try await run(["race", "happy", "7", "--country", "aus"], on: server)

        #expect(byCategory.status == 1)
        #expect(
            byCategory.stderr.hasPrefix(
                "nexttogo: no meeting called 'albion' on 2026-"), "\(byCategory.stderr)")
        #expect(byCategory.stderr.contains("they leave out Albion Park (greyhound, "), "\(byCategory.stderr)")
        #expect(byCategory.stderr.hasSuffix(": try --filter horse,greyhound\n"), "\(byCategory.stderr)")
        #expect(byCountry.status == 1)
        #expect(byCountry.stderr.hasSuffix(": try --country aus,hk\n"), "\(byCountry.stderr)")
        #expect(server.targets.allSatisfy { $0.hasPrefix("/v2/racing/meeting?") }, "no card asked for")
    }

    @Test(arguments: [
        (#"{"races": {}}"#, "something that is not a racing day's meetings (meetings is missing)"),
        ("[]", "something that is not a racing day's meetings (the body has the wrong type)"),
    ])
    func aBodyThatIsNoDayNamesWhatWasAskedFor(body: String, words: String) async throws {
        let server = try RacingDayServer(meetings: Array(body.utf8))
        defer { server.server.stop() }

        for command in [["meetings"], ["meeting", "albion"], ["race", "albion", "3"]] {
            let output = try await run(command, on: server)

            #expect(output.status == 1)
            #expect(output.stderr == "nexttogo: the racing API sent \(words)\n", "\(command)")
            #expect(!output.stderr.contains("races"), "a meetings request is not a list of races")
        }
    }

    @Test(arguments: [["meeting", "albion"], ["race", "albion", "3"]])
    func aCountryThatLeavesNoMeetingStillNamesTheMeetingItHid(command: [String]) async throws {
        let server = try RacingDayServer()
        defer { server.server.stop() }

        let output = try await run(command + ["--country", "zz"], on: server)

        #expect(output.status == 1)
        let lines = output.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(output.stderr)")
        #expect(lines.first?.hasPrefix("nexttogo: no meeting on ") == true, "\(output.stderr)")
        #expect(lines.first?.contains(" is from ZZ") == true, "\(output.stderr)")
        #expect(lines.last?.contains("they leave out Albion Park (greyhound, ") == true, "\(output.stderr)")
        #expect(lines.last?.hasSuffix(": try --country zz,aus") == true, "\(output.stderr)")
    }

    @Test func theConfigFilesFilterAppliesUnlessFilterIsGiven() async throws {
        let server = try RacingDayServer()
        defer { server.server.stop() }
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let folder = directory.url.appendingPathComponent("nexttogo")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"{"filter": "harness"}"#.utf8).write(to: folder.appendingPathComponent("config.json"))
        let categories = { (arguments: [String]) async throws -> Set<String> in
            let output = try await CommandRunner.run(
                arguments + ["--api-url", server.apiURL],
                environment: ["TZ": "UTC", "XDG_CONFIG_HOME": directory.url.path])
            #expect(output.status == 0, "\(output.stderr)")
            return Set(
                output.stdout.split(separator: "\n").dropFirst().compactMap { $0.split(separator: " ").first }
                    .map(String.init))
        }

        #expect(try await categories(["meetings"]) == ["Harness"])
        #expect(try await categories(["meetings", "--filter", "greyhound"]) == ["Greyhound"])
    }

    @Test func aRaceNumberMayBeWrittenAsTheTablesWriteIt() async throws {
        let server = try RacingDayServer()
        defer { server.server.stop() }

        let plain = try await run(["race", "bendigo", "6", "--filter", "harness", "--json"], on: server)
        let written = try await run(["race", "bendigo", "R6", "--filter", "harness", "--json"], on: server)

        #expect(written.status == 0, "\(written.stderr)")
        let raceID = { (output: ProgramOutput) in
            (try? JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])?["race_id"]
                as? String
        }
        #expect(raceID(written) != nil)
        #expect(raceID(written) == raceID(plain))
    }

    @Test func aOneLetterNameThatMatchesNothingSuggestsNothing() async throws {
        let server = try RacingDayServer()
        defer { server.server.stop() }

        let output = try await run(["meeting", "q"], on: server)

        #expect(output.status == 1)
        #expect(
            output.stderr.hasSuffix("; run nexttogo meetings to see the day's meetings\n"), "\(output.stderr)"
        )
    }

    @Test func aDayWithNoMeetingsSaysSoAndWhatToTry() async throws {
        let server = try RacingDayServer(meetings: Array(#"{"meetings": {}, "races": {}}"#.utf8))
        defer { server.server.stop() }

        let output = try await run(["meetings"], on: server)
        let meeting = try await run(["meeting", "happy"], on: server)
        let race = try await run(["race", "happy", "7"], on: server)

        #expect(output.status == 0)
        #expect(output.stdout.hasPrefix("There are no meetings on "), "\(output.stdout)")
        #expect(
            output.stdout.hasSuffix(
                "; try another day with --date (today, tomorrow, yesterday or YYYY-MM-DD).\n"))
        #expect(meeting.status == 1)
        #expect(meeting.stderr.hasPrefix("nexttogo: there are no meetings on "), "\(meeting.stderr)")
        #expect(race.status == 1)
        #expect(race.stderr == meeting.stderr)
    }

    @Test(arguments: [["meetings"], ["meeting", "happy"], ["race", "happy", "7"]])
    func aDateOutOfRangeIsAUsageErrorAndAsksNothing(command: [String]) async throws {
        let server = try RacingDayServer()
        defer { server.server.stop() }

        let output = try await run(command + ["--date", "1999-01-01"], on: server)

        #expect(output.status == 64)
        #expect(
            output.stderr.hasPrefix(
                "nexttogo: --date '1999-01-01' is no day between 2000-01-01 and 2100-12-31; give one such as 2026-07-13."
            ),
            "\(output.stderr)")
        #expect(server.targets.isEmpty)
    }

    @Test func anAPIFailureIsTheBoardsMessageAndStatusOne() async throws {
        let server = try RacingDayServer(status: 503)
        defer { server.server.stop() }

        let output = try await run(["meetings"], on: server)

        #expect(output.status == 1)
        #expect(output.stdout == "")
        #expect(
            output.stderr == "nexttogo: the racing API is having trouble (HTTP 503)\n", "\(output.stderr)")
    }

    @Test func theDayAskedForIsTheOneInTheZoneTzNames() async throws {
        let server = try RacingDayServer()
        defer { server.server.stop() }

        _ = try await run(["meetings", "--tz", "Australia/Sydney", "--date", "tomorrow"], on: server)

        let target = try #require(server.targets.first)
        #expect(
            target.contains(#/^/v2/racing/meeting\?date=\d{4}-\d\d-\d\d&timezone=Australia%2FSydney$/#),
            "\(target)")
        #expect(server.targets.count == 1)
    }

    @Test(arguments: [
        (
            ["race", "some-race-id", "--filter", "horse"],
            "nexttogo: --filter, --country and --date pick a race by"
        ),
        (
            ["race", "happy", "x"],
            "nexttogo: a race number is a whole number from 1 to 99, such as 7 or R7, not 'x'"
        ),
        (
            ["race", "happy", "0"],
            "nexttogo: a race number is a whole number from 1 to 99, such as 7 or R7, not '0'"
        ),
        (
            ["race", "happy", "R100"],
            "nexttogo: a race number is a whole number from 1 to 99, such as 7 or R7, not 'R100'"
        ),
    ])
    func aRaceNumberOrAFilterThatCannotBeUsedIsAUsageError(arguments: [String], start: String) async throws {
        let server = try RacingDayServer()
        defer { server.server.stop() }

        let output = try await run(arguments, on: server)

        #expect(output.status == 64)
        #expect(output.stderr.hasPrefix(start), "\(output.stderr)")
        #expect(server.targets.isEmpty)
    }
}
