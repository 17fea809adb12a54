import Foundation
import Testing

@testable import DataLayer

/// The files built into the program are up to date with their sources and decode.
@Suite(.timeLimit(.minutes(1))) struct EmbeddedResourceTests {
    /// The repository's root, three folders up from this file.
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func theGeneratedSourcesMatchTheRecordingsTheyComeFrom() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", Self.root.appendingPathComponent("scripts/generate-embedded-resources").path,
            "--check",
        ]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        #expect(process.terminationStatus == 0, "\(message)")
        #expect(message.isEmpty)
    }

    @Test func theDemoRacingDayDecodesAsJSON() throws {
        let data = try #require(EmbeddedResource.demoRacingDay.data)

        #expect(try JSONSerialization.jsonObject(with: data) is [String: Any])
    }

    @Test func everyBuiltInRaceCardDecodesAndBelongsToARaceOfTheDemosDay() throws {
        let day = try RecordedRacingDay.builtIn()
        let raceIDs = Set(day.meetings.flatMap { $0.races.map(\.id) })

        for card in RecordedRaceCard.builtIn {
            #expect(try !card.recording().entrants.isEmpty, "\(card.recordedRaceID)")
            #expect(raceIDs.contains(card.demoRaceID), "\(card.demoRaceID)")
        }
        #expect(Set(RecordedRaceCard.builtIn.map(\.demoRaceID)).count == RecordedRaceCard.builtIn.count)
    }

    @Test func textThatIsNotBase64HasNoData() {
        #expect(EmbeddedResource(base64: "not base64!").data == nil)
    }
}
