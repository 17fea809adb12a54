import DataLayer
import Foundation
import PresentationLayer
import SharedUtils
import TestSupport
import Testing

@testable import DomainLayer

/// The one-shot tables the README and docs/board.md show: a recorded feed, its races moved to
/// start a few minutes after a fixed moment, through the one-shot report as `nexttogo` prints it
/// into a pipe, held to golden files the pages are checked against.
@Suite struct BoardExampleGoldenTests {
    /// 14:27:30 UTC on 15 January 2026; the feed's first race starts 1m 30s later.
    private let now = Date(timeIntervalSince1970: 1_768_487_250)

    private func table(filter: CategoryFilter) async throws -> String {
        let body = try Fixtures.rebased(
            "j-__next-to-go-react__payload-1768438793569", firstStart: now.addingTimeInterval(90))
        let races = try NextRacesResponseDecoder.decode(body).raceSummaries.compactMap(Race.init(summary:))
        let snapshot = NextRacesSnapshot(
            races: RaceBoard.top(5, of: races, matching: filter, at: now), filter: filter, limit: 5,
            takenAt: now,
            updatedAt: now)
        let report = OneShotReport(style: OutputStyle(dates: DateSource { now }))
            .report(for: snapshot, presenter: BoardPresenter(timeZone: TimeZone(identifier: "UTC")!))
        #expect(report.diagnostics.isEmpty)
        return report.standardOutput.map(\.text).joined(separator: "\n") + "\n"
    }

    @Test func theHorseAndGreyhoundBoardOfARecordedFeed() async throws {
        // As the pages show it: the command typed, then what it printed.
        let text =
            try await "$ nexttogo --filter horse,greyhound\n"
            + table(filter: CategoryFilter([.horse, .greyhound]))

        #expect(text == (try GoldenFile.expected(for: text, named: "board-horse-greyhound")))
    }
}
