import Foundation
import Testing

@testable import NextToGoCLI

@Suite struct LocalTimeZoneTests {
    /// An offset the C library could not give for any of the named zones, so a test can tell
    /// which path was taken.
    private static let cLibraryOffset = 5 * 3600 + 45 * 60

    private func zone(_ value: String?) -> TimeZone {
        LocalTimeZone.zone(named: value, cLibraryOffset: { Self.cLibraryOffset })
    }

    @Test(arguments: [
        "Australia/Sydney", ":Australia/Sydney", "/usr/share/zoneinfo/Australia/Sydney",
        ":/usr/share/zoneinfo/Australia/Sydney", "/usr/lib/zoneinfo/Australia/Sydney",
    ])
    func aZoneNamedOrGivenByItsFileIsThatZone(_ value: String) {
        #expect(zone(value).identifier == "Australia/Sydney")
    }

    @Test(arguments: ["AEST-10AEDT,M10.1.0,M4.1.0/3", "XYZ-5:45", "/etc/some-zone-file", ":"])
    func anythingElseIsTheOffsetTheCLibraryGives(_ value: String) {
        #expect(zone(value).secondsFromGMT() == Self.cLibraryOffset)
    }

    @Test(arguments: [nil, ""] as [String?])
    func noZoneSetIsTheSystemsZone(_ value: String?) {
        #expect(zone(value) == TimeZone.current)
    }

    @Test func everySpellingOfAZoneTheCLibraryReadsShowsTheSameStartTime() async throws {
        let board = try await ProgramRunner.run(["--demo", "--json"])
        let races = try #require(
            try JSONSerialization.jsonObject(with: Data(board.stdout.utf8)) as? [[String: Any]])
        let raceID = try #require(races.first?["race_id"] as? String)
        var starts: [String: String] = [:]
        // The rule string gives Sydney's offset now, so a race of today starts at the same time.
        for value in [
            "Australia/Sydney", ":Australia/Sydney", "/usr/share/zoneinfo/Australia/Sydney",
            "AEST-10AEDT,M10.1.0,M4.1.0/3",
        ] {
            let output = try await ProgramRunner.run(
                ["race", raceID, "--demo", "--no-color"], environment: ["TZ": value])
            starts[value] = output.stdout.split(separator: "\n").first { $0.hasPrefix("Starts") }?
                .split(separator: " ").dropFirst().first.map(String.init)
        }
        #expect(Set(starts.values).count == 1, "\(starts)")
        #expect(starts["Australia/Sydney"] != nil)
    }
}
