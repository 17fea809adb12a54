import Foundation
import TestSupport
import Testing

/// `--demo` plays the racing day built into the program, with no network, and says so.
@Suite(.timeLimit(.minutes(2))) struct DemoCommandTests {
    static let demoNote = "(demo: recorded races, not live)"

    @Test func showsFiveUpcomingHorseAndGreyhoundRacesAndSaysTheyAreADemo() async throws {
        let output = try await CommandRunner.run(
            ["--demo", "--filter", "horse,greyhound"],
            environment: ["NEXTTOGO_API_URL": "gopher://not-used-by-the-demo"])

        #expect(output.status == 0)
        #expect(output.stderr == "")
        let table = TableOutput(output.stdout)
        #expect(table.rows.count == 5)
        #expect(table.rows.allSatisfy { ["Horse", "Greyhound"].contains($0[0]) })
        #expect(table.notes == [Self.demoNote])
    }

    @Test(arguments: [[], ["--count", "50"]])
    func noMeetingAndRaceNumberComesTwice(arguments: [String]) async throws {
        let output = try await CommandRunner.run(["--demo"] + arguments)

        #expect(output.status == 0)
        let table = TableOutput(output.stdout)
        let pairs = table.rows.map { "\($0[0]) \($0[1]) \($0[2])" }
        #expect(pairs.count == (arguments.isEmpty ? 5 : 50))
        #expect(Set(pairs).count == pairs.count, "\(output.stdout)")
    }

    @Test func jsonRecordsStayAsTheyAreAndOneLineOnStderrSaysTheRacesAreRecorded() async throws {
        let output = try await CommandRunner.run(["--demo", "--json"])

        #expect(output.status == 0)
        #expect(output.stderr == "nexttogo: --demo: these races are recorded, not live\n")
        let records = try #require(
            try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
        let seconds = records.compactMap { $0["seconds_to_start"] as? Int }
        #expect(seconds.count == 5)
        #expect(seconds.allSatisfy { $0 >= -120 })
        #expect(seconds == seconds.sorted())
        #expect(records.allSatisfy { $0.keys.allSatisfy { !$0.contains("demo") } })
    }

    @Test func aRaceTheDemoListsCanBeLookedUpByItsID() async throws {
        let listing = try await CommandRunner.run(["--demo", "--json", "--count", "20"])
        let records = try #require(
            try JSONSerialization.jsonObject(with: Data(listing.stdout.utf8)) as? [[String: Any]])
        // The last of twenty is minutes away, so it is still listed when the second run looks.
        let race = try #require(records.last)
        let id = try #require(race["race_id"] as? String)
        let meeting = try #require(race["meeting_name"] as? String)
        let number = try #require(race["race_number"] as? Int)
        let name = try #require(race["race_name"] as? String)

        let output = try await CommandRunner.run(["race", id, "--demo"])

        #expect(output.status == 0, "\(output.stderr)")
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasSuffix(" · \(meeting) R\(number)") == true, "\(output.stdout)")
        #expect(lines.contains("Race name    \(name)"), "\(output.stdout)")
    }

    @Test func thePlainWatchLogSaysItIsADemoInItsFirstBlock() async throws {
        let output = try await ProgramRunner.run(
            ["--demo", "--watch"], terminateWhenOutputContains: Self.demoNote)

        let firstBlock = try #require(output.stdout.components(separatedBy: "\n\n").first)
        #expect(firstBlock.hasPrefix("== "))
        #expect(firstBlock.split(separator: "\n").last.map(String.init) == Self.demoNote)
    }

    @Test func withTzThePlainWatchLogHeadsItsStartTimesStartAsTheTableDoes() async throws {
        let table = try await CommandRunner.run(["--demo", "--tz", "UTC"])
        let log = try await ProgramRunner.run(
            ["--demo", "--watch", "--tz", "UTC"], terminateWhenOutputContains: Self.demoNote)

        #expect(TableOutput(table.stdout).header.last == "Start", "\(table.stdout)")
        let firstBlock = try #require(log.stdout.components(separatedBy: "\n\n").first)
        let lines = firstBlock.split(separator: "\n").map(String.init)
        #expect(lines.first?.contains(#/^== \d\d:\d\d:\d\d UTC · /#) == true, "\(firstBlock)")
        #expect(
            TableOutput(lines.dropFirst().joined(separator: "\n")).header.last == "Start", "\(firstBlock)")
    }

    @Test func aCopyOfTheProgramAloneInAnEmptyFolderPlaysTheDemo() async throws {
        let folder = try TemporaryDirectory()
        let elsewhere = try TemporaryDirectory()
        defer {
            folder.remove()
            elsewhere.remove()
        }
        let copy = try await folder.copyExecutable(
            ProgramRunner.productsDirectory.appendingPathComponent("nexttogo"), named: "nexttogo")

        let output = try await ProgramRunner.run(
            ["-c", #"cd "$1" && exec "$2" --demo"#, "sh", elsewhere.url.path, copy.path],
            executable: "/bin/sh")

        #expect(output.status == 0, "\(output.stderr)")
        #expect(TableOutput(output.stdout).rows.count == 5)
        // A resource bundle's accessor would name the bundle, and fall back to the build folder.
        // grep reads the 100 MB program, not one of the test process's few threads.
        let search = try await ProgramRunner.run(
            ["grep", "-q", "-F", "-e", ".resources", copy.path], executable: "/usr/bin/env")
        #expect(search.status == 1, "grep exits 1 when no line matches")
    }
}
