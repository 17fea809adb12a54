import Testing

/// Bad input ends with exit status 64 and a clear message, before any network use.
@Suite(.timeLimit(.minutes(2))) struct UsageErrorTests {
    @Test func anUnknownCategoryNamesTheValidOnes() async throws {
        let output = try await ProgramRunner.run(["--filter", "horse,camel"])

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
    ])
    func badArgumentsAreUsageErrors(arguments: [String]) async throws {
        let output = try await ProgramRunner.run(arguments)

        #expect(output.status == 64)
        #expect(!output.terminatedBySignal)
        #expect(output.stderr.hasPrefix("nexttogo: "))
        #expect(output.stderr.split(separator: "\n").count == 1)
    }

    @Test func aBadAlertNamesTheFormsADurationTakes() async throws {
        let output = try await ProgramRunner.run(["--watch", "--alert", "2 minutes"])

        #expect(output.status == 64)
        #expect(
            output.stderr
                == "nexttogo: --alert needs a duration from 1s to 1h, such as 90s, 5m or 2m30s, not '2 minutes'. "
                + "See 'nexttogo --help'.\n")
    }

    @Test(arguments: [["--watch", "--alert", "-5m"], ["--alert", "-5m"], ["--watch", "--alert=-90s"]])
    func aNegativeAlertSaysADurationCannotBeNegative(arguments: [String]) async throws {
        let output = try await ProgramRunner.run(arguments)

        #expect(output.status == 64)
        let duration = arguments.last?.replacingOccurrences(of: "--alert=", with: "") ?? ""
        #expect(
            output.stderr
                == "nexttogo: --alert cannot be negative: give a duration from 1s to 1h before the jump, "
                + "such as 90s, 5m or 2m30s, not '\(duration)'. See 'nexttogo --help'.\n")
    }

    @Test(arguments: [
        (["--timeout", "-5"], "nexttogo: --timeout must be between 1 and 60 seconds, not -5."),
        (["--count", "-5"], "nexttogo: --count must be between 1 and 50, not -5."),
    ])
    func aNegativeNumberIsRefusedForItsRangeNotReadAsAnOption(arguments: [String], message: String)
        async throws
    {
        let output = try await ProgramRunner.run(arguments)

        #expect(output.status == 64)
        #expect(output.stderr.hasPrefix(message))
    }

    @Test func alertsNeedWatchMode() async throws {
        let output = try await ProgramRunner.run(["--alert", "2m"])
        #expect(output.status == 64)
        #expect(output.stderr.contains("--alert works only with --watch"))
    }

    @Test func aBadAPIURLInTheEnvironmentIsAUsageError() async throws {
        let output = try await ProgramRunner.run([], environment: ["NEXTTOGO_API_URL": "gopher://x"])
        #expect(output.status == 64)
        #expect(output.stderr.contains("http://"))
    }
}
