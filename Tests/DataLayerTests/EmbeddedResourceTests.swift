import Foundation
import Spawning
import TestSupport
import Testing

@testable import DataLayer

/// The files built into the program are up to date with their sources and decode.
@Suite(.timeLimit(.minutes(1))) struct EmbeddedResourceTests {
    /// The repository's root, three folders up from this file.
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func theGeneratedSourcesMatchTheRecordingsTheyComeFrom() throws {
        let errors = Pipe()
        let process = try SpawnedProgram(
            executable: "/usr/bin/env",
            arguments: [
                "python3", Self.root.appendingPathComponent("scripts/generate-embedded-resources").path,
                "--check",
            ],
            environment: ProcessInfo.processInfo.environment,
            error: errors.fileHandleForWriting.fileDescriptor)
        try errors.fileHandleForWriting.close()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)

        #expect(process.waitUntilExit() == .exited(0), "\(message)")
        #expect(message.isEmpty)
    }

    @Test func theDemoRacingDayDecodesAsJSON() throws {
        let data = try #require(EmbeddedResource.demoRacingDay.data)

        #expect(try JSONSerialization.jsonObject(with: data) is [String: Any])
    }

    @Test func everyBuiltInRaceCardDecodesAndEachIsOfAnotherCategoryOfTheDemosDay() throws {
        let day = try RecordedRacingDay.builtIn()
        let recordings = try RecordedRaceCard.builtIn.map { try $0.recording() }

        #expect(recordings.allSatisfy { !$0.entrants.isEmpty })
        #expect(Set(recordings.map(\.categoryID)) == Set(day.meetings.map(\.categoryID)))
        #expect(recordings.count == 3, "one card per category")
    }

    @Test func textThatIsNotBase64HasNoData() {
        #expect(EmbeddedResource(base64: "not base64!").data == nil)
    }
}
