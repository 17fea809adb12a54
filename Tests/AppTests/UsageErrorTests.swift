import Testing

/// Bad input ends with exit status 64 and a clear message, before any network use.
@Suite(.timeLimit(.minutes(2))) struct UsageErrorTests {
    @Test func anUnknownCategoryNamesTheValidOnes() async throws {
        let output = try await CommandRunner.run(["--filter", "horse,camel"])

        #expect(output.status == 64)
        #expect(output.stdout == "")
        #expect(output.stderr.contains("camel"))
        #expect(output.stderr.contains("horse"))
        #expect(output.stderr.contains("greyhound"))
        #expect(output.stderr.contains("harness"))
    }

    @Test(arguments: [
        ["--api-url", "ftp://example.com"],
        ["--count", "0"],
        ["--count", "many"],
        ["--demo", "--api-url", "http://127.0.0.1:9"],
        ["--no-such-option"],
        ["--tz", "Mars/Olympus"],
        ["--starred", "--starred-first"],
        ["--alert", "2m"],
        ["--alert-starred"],
        ["--watch", "--alert", "soon"],
        ["--watch", "--alert", "0s"],
        ["--watch", "--alert", "2h"],
        ["--watch", "--alert-starred", "--demo"],
        ["star"],
        ["stars", "extra"],
        ["race", String(repeating: "a", count: 130_000)],
        ["--api-url", "http://127.0.0.1:65536"],
    ])
    func badArgumentsAreUsageErrors(arguments: [String]) async throws {
        let output = try await CommandRunner.run(arguments)

        #expect(output.status == 64)
        #expect(!output.terminatedBySignal)
        #expect(output.stderr.hasPrefix("nexttogo: "))
        #expect(output.stderr.split(separator: "\n").count == 1)
    }

    @Test func aMistypedOptionAsksWhatWasMeantInOneSentence() async throws {
        let output = try await CommandRunner.run(["--countt", "3"])

        #expect(output.status == 64)
        #expect(
            output.stderr
                == "nexttogo: Unknown option '--countt'. Did you mean '--count'? See 'nexttogo help show'.\n")
    }

    @Test(arguments: [
        ("AEST", "Australia/Sydney, Australia/Brisbane or Australia/Melbourne"),
        ("Australia/Sidney", "Australia/Sydney"),
    ])
    func anUnknownZoneSuggestsTheClosestIdentifiers(name: String, suggestions: String) async throws {
        let output = try await CommandRunner.run(["--tz", name])

        #expect(output.status == 64)
        #expect(
            output.stderr
                == "nexttogo: --tz needs a time zone such as Europe/London, not '\(name)'; did you mean "
                + "\(suggestions)? See 'nexttogo help show'.\n")
    }

    @Test(arguments: [["--country", "a1"], ["--country", ""], ["--country", "aus,,nz"]])
    func aCountryCodeThatCannotBeOneIsAUsageError(arguments: [String]) async throws {
        let output = try await CommandRunner.run(arguments)

        #expect(output.status == 64)
        #expect(output.stderr.hasPrefix("nexttogo: "))
    }

    @Test func theOptionsPeopleTypeMostHaveShortFlagsAndOneSpellingOfValuesAndDefaults() async throws {
        let help = try await CommandRunner.run(["help", "show"]).stdout

        for flag in ["-f, --filter <categories>", "-n, --count <count>", "-w, --watch", "-j, --json"] {
            #expect(help.contains(flag), "\(flag) in \(help)")
        }
        #expect(help.contains("--timeout <seconds>"))
        #expect(help.contains("(default: 5)") && help.contains("(default: 10)"))
        #expect(!help.contains("(default 5)"))
        let usage = try await CommandRunner.run(["--help"]).stdout
        let lines = usage.split(separator: "\n").drop { !$0.contains("nexttogo race ") }
        let race = ([lines.first ?? ""] + lines.dropFirst().prefix { !$0.contains("nexttogo ") }).joined()
        for option in [
            "--demo", "--api-url <url>", "--brand <brand>", "--timeout <seconds>", "--tz <area/city>",
        ]
            + ["--json", "--no-color"]
        {
            #expect(race.contains(option), "the race usage lists \(option): \(race)")
        }
    }

    @Test func aBadAlertNamesTheFormsADurationTakes() async throws {
        let output = try await CommandRunner.run(["--watch", "--alert", "2 minutes"])

        #expect(output.status == 64)
        #expect(
            output.stderr
                == "nexttogo: --alert needs a duration from 1s to 1h, such as 90s, 5m or 2m30s, not '2 minutes'. "
                + "See 'nexttogo help show'.\n")
    }

    @Test(arguments: [["--watch", "--alert", "-5m"], ["--alert", "-5m"], ["--watch", "--alert=-90s"]])
    func aNegativeAlertSaysADurationCannotBeNegative(arguments: [String]) async throws {
        let output = try await CommandRunner.run(arguments)

        #expect(output.status == 64)
        let duration = arguments.last?.replacingOccurrences(of: "--alert=", with: "") ?? ""
        #expect(
            output.stderr
                == "nexttogo: --alert cannot be negative: give a duration from 1s to 1h before the jump, "
                + "such as 90s, 5m or 2m30s, not '\(duration)'. See 'nexttogo help show'.\n")
    }

    @Test(arguments: [
        (["--timeout", "-5"], "nexttogo: --timeout must be between 1 and 60 seconds, not -5."),
        (["--count", "-5"], "nexttogo: --count must be between 1 and 50, not -5."),
    ])
    func aNegativeNumberIsRefusedForItsRangeNotReadAsAnOption(arguments: [String], message: String)
        async throws
    {
        let output = try await CommandRunner.run(arguments)

        #expect(output.status == 64)
        #expect(output.stderr.hasPrefix(message))
    }

    @Test func alertsNeedWatchMode() async throws {
        let output = try await CommandRunner.run(["--alert", "2m"])
        #expect(output.status == 64)
        #expect(output.stderr.contains("--alert works only with --watch"))
    }

    @Test func aBadAPIURLInTheEnvironmentIsAUsageError() async throws {
        let output = try await CommandRunner.run([], environment: ["NEXTTOGO_API_URL": "gopher://x"])
        #expect(output.status == 64)
        #expect(output.stderr.contains("http://"))
    }

    @Test func aRaceIDTooLongForAnyRaceSaysSoBeforeAnyRequest() async throws {
        let output = try await CommandRunner.run(
            ["race", String(repeating: "5c0f9b9d", count: 16_250), "--api-url", "http://127.0.0.1:9"])

        #expect(output.status == 64)
        #expect(
            output.stderr
                == "nexttogo: a race id has at most 100 characters, and this one has 130000; copy the "
                + "race_id that 'nexttogo --json' prints. See 'nexttogo help race'.\n")
    }

    @Test func aPortNoServerCanListenOnIsAUsageError() async throws {
        let output = try await CommandRunner.run(["--api-url", "http://127.0.0.1:65536"])

        #expect(output.status == 64)
        #expect(output.stderr.contains("port must be between 1 and 65535"))
    }

    @Test func aHugeTimeZoneIsRefusedWithoutRepeatingItWhole() async throws {
        let output = try await CommandRunner.run(["--tz", String(repeating: "Australia/", count: 10_000)])

        #expect(output.status == 64)
        #expect(output.stderr.split(separator: "\n").count == 1)
        #expect(output.stderr.count < 200, "\(output.stderr.prefix(300))")
        #expect(
            output.stderr.contains("--tz needs a time zone such as Europe/London, not 'Australia/Australia/"))
    }

    @Test(arguments: [
        ["--count", String(repeating: "9", count: 50_000)], ["--filter", "horse,\u{1B}]0;pwned\u{7}camel"],
    ])
    func whatWasTypedIsRepeatedBoundedAndPrintable(arguments: [String]) async throws {
        let output = try await CommandRunner.run(arguments)

        #expect(output.status == 64)
        #expect(output.stderr.split(separator: "\n").count == 1)
        #expect(output.stderr.count < 400, "\(output.stderr.prefix(500))")
        #expect(!output.stderr.contains("\u{1B}") && !output.stderr.contains("\u{7}"))
    }

    @Test(arguments: [
        (["race"], "nexttogo: Missing expected argument '<race-id | meeting>'. See 'nexttogo help race'.\n"),
        (["--filter", "hrose"], "See 'nexttogo help show'.\n"),
        (["star", "--bogus", "Flemington"], "See 'nexttogo help star'.\n"),
        (
            ["stras"],
            "nexttogo: 'stras' is not a nexttogo command; did you mean 'star' or 'stars'? See 'nexttogo --help'.\n"
        ),
        (
            ["rcae", "abc"],
            "nexttogo: 'rcae' is not a nexttogo command; did you mean 'race'? See 'nexttogo --help'.\n"
        ),
        (
            ["Horse"],
            "nexttogo: 'Horse' is not a nexttogo command; did you mean '--filter horse'? See 'nexttogo --help'.\n"
        ),
        (["fixtures"], "nexttogo: 'fixtures' is not a nexttogo command. See 'nexttogo --help'.\n"),
        (["meetings", "--bogus"], "nexttogo: Unknown option '--bogus'. See 'nexttogo help meetings'.\n"),
        (["help", "foo"], "nexttogo: 'foo' is not a nexttogo command. See 'nexttogo --help'.\n"),
        (
            ["help", "meetigns"],
            "nexttogo: 'meetigns' is not a nexttogo command; did you mean 'meetings' or 'meeting'? "
                + "See 'nexttogo --help'.\n"
        ),
        (
            ["--date", "tomorrow"],
            "nexttogo: the board shows the races to come from now, so it takes no --date; "
                + "'nexttogo meetings --date tomorrow' shows that day's meetings.\n"
        ),
        (
            ["-f", "horse", "--date=2026-07-13"],
            "nexttogo: the board shows the races to come from now, so it takes no --date; "
                + "'nexttogo meetings --date 2026-07-13' shows that day's meetings.\n"
        ),
    ])
    func aUsageErrorPointsToTheHelpThatListsTheOptionsInPlay(arguments: [String], ending: String) async throws
    {
        let output = try await CommandRunner.run(arguments)

        #expect(output.status == 64)
        #expect(output.stderr.hasPrefix("nexttogo: "))
        #expect(output.stderr.hasSuffix(ending), "\(output.stderr)")
    }

    @Test(arguments: [
        ["meeting", "\u{1B}[2J\u{1B}]0;title\u{7}"], ["meeting", "\u{200B} \u{AD}"],
        ["race", "\u{1B}[31m\u{1B}[0m", "3"], ["meeting", "  "],
        ["meeting", String(repeating: "\u{200B}", count: 300)],
        ["meeting", String(repeating: " ", count: 201)],
    ])
    func aMeetingNameThatIsBlankOnceCleanedIsAUsageError(arguments: [String]) async throws {
        let output = try await CommandRunner.run(arguments + ["--demo"])

        #expect(output.status == 64)
        #expect(output.stderr.hasPrefix("nexttogo: give a meeting's name, as 'nexttogo meetings' lists it"))
        #expect(output.stderr.split(separator: "\n").count == 1)
        #expect(!output.stderr.contains("\u{1B}"))
    }

    @Test func aBlankCountryIsOneLineThatListsNoClosedSetOfCodes() async throws {
        let output = try await CommandRunner.run(["--country", ""])

        #expect(output.status == 64)
        #expect(
            output.stderr
                == "nexttogo: The value '' is invalid for '--country <codes>'. See 'nexttogo help show'.\n")
    }
}
