import DomainLayer
import Foundation
import SharedUtils
import TestSupport
import Testing

@testable import PresentationLayer

@Suite struct PlainChangeLogTests {
    private let now = Date(timeIntervalSince1970: 1_768_438_800)
    private let presenter = BoardPresenter(timeZone: TimeZone(identifier: "UTC")!)

    private func snapshot(
        _ ids: [String], failure: FetchFailure? = nil, updatedAt: Date? = nil, origin: FeedOrigin = .live
    ) -> NextRacesSnapshot {
        NextRacesSnapshot(
            races: ids.enumerated().map { RaceFactory.race($1, startsIn: Double($0 + 1) * 60, from: now) },
            filter: .all, limit: 5, takenAt: now, updatedAt: updatedAt ?? now, failure: failure,
            nextRetryAt: failure == nil ? nil : now.addingTimeInterval(5), origin: origin)
    }

    private func entry(_ log: inout PlainChangeLog, _ snapshot: NextRacesSnapshot) -> String? {
        log.entry(for: snapshot, state: presenter.screenState(for: snapshot, at: now), clockText: "01:00:00")
    }

    @Test func theFirstBoardIsWrittenAsATimestampedBlock() throws {
        var log = PlainChangeLog()
        let text = try #require(entry(&log, snapshot(["a", "b", "c", "d", "e"])))
        let lines = text.split(separator: "\n")
        #expect(lines.first == "== 01:00:00 · races · updated 01:00:00")
        #expect(lines.dropFirst().first?.hasPrefix("Category") == true)
        #expect(lines.count == 7)
        #expect(!text.contains("\u{1B}"))
    }

    @Test func withTzTheTimesAreHeadedStartAsInTheTableAndOnTheWatchScreen() throws {
        var zoned = PlainChangeLog(startHeader: StartColumnTitle.chosenZone)
        var local = PlainChangeLog()

        let zonedHeader = try #require(
            entry(&zoned, snapshot(["a"]))?.split(separator: "\n").dropFirst().first)
        let localHeader = try #require(
            entry(&local, snapshot(["a"]))?.split(separator: "\n").dropFirst().first)
        #expect(zonedHeader.hasSuffix("Starts in  Start"), "\(zonedHeader)")
        #expect(localHeader.hasSuffix("Starts in  Local"), "\(localHeader)")
    }

    @Test func aDemosFirstBlockAloneSaysTheRacesAreRecorded() throws {
        var log = PlainChangeLog()
        let first = try #require(entry(&log, snapshot(["a", "b"], origin: .recorded)))
        let second = try #require(entry(&log, snapshot(["b"], origin: .recorded)))

        #expect(first.split(separator: "\n").last == "(demo: recorded races, not live)")
        #expect(!second.contains("demo"))
    }

    @Test func anUnchangedBoardWritesNothing() {
        var log = PlainChangeLog()
        _ = entry(&log, snapshot(["a", "b"]))
        #expect(entry(&log, snapshot(["a", "b"])) == nil)
    }

    @Test func aDroppedRaceANewFetchOrAFaultWritesABlock() {
        var log = PlainChangeLog()
        _ = entry(&log, snapshot(["a", "b"]))
        #expect(entry(&log, snapshot(["b"])) != nil)
        #expect(entry(&log, snapshot(["b"], updatedAt: now.addingTimeInterval(300))) != nil)
        let failing = snapshot(
            ["b"], failure: .unreachable(host: "h"), updatedAt: now.addingTimeInterval(300))
        #expect(entry(&log, failing)?.contains("offline: showing races from 01:05, retrying in 5s") == true)
        #expect(entry(&log, failing) == nil, "a fault that goes on is not repeated")
    }
}
