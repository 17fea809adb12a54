import DomainLayer
import Foundation
import NIOCore
import PresentationLayer
import TestSupport
import Testing

@testable import BoardServer

/// The board's event and records are made once per version and second, and made again when
/// either moves on.
@Suite struct RenderedBoardTests {
    private let now = Date(timeIntervalSince1970: 1_768_438_800)
    private let rendered = RenderedBoard(page: BoardPage(timeZone: TimeZone(identifier: "UTC")!))

    private func current(_ meeting: String, version: Int) -> BoardHub.Current {
        BoardHub.Current(
            snapshot: NextRacesSnapshot(
                races: [RaceFactory.race("r1", meeting: meeting, startsIn: 300, from: now)], filter: .all,
                limit: 5, takenAt: now, updatedAt: now),
            version: version)
    }

    private func text(_ bytes: ByteBuffer) -> String {
        String(buffer: bytes)
    }

    @Test func theEventIsMadeOnceASecondAndAgainWhenTheBoardOrTheSecondMovesOn() {
        let first = text(rendered.event(for: current("Sandown Park", version: 1), at: now))
        // The same version with other races could only be a board no hub would publish: it shows
        // that the second call is the event made before, not made again.
        let sameSecond = text(
            rendered.event(for: current("Angle Park", version: 1), at: now.addingTimeInterval(0.9)))
        let nextSecond = text(
            rendered.event(for: current("Sandown Park", version: 1), at: now.addingTimeInterval(1)))
        let nextVersion = text(
            rendered.event(for: current("Angle Park", version: 2), at: now.addingTimeInterval(1)))

        #expect(first.hasPrefix("event: board\ndata: <table"))
        #expect(first.hasSuffix("</p>\n\n"))
        #expect(first.contains("Sandown Park"))
        #expect(sameSecond == first)
        #expect(nextSecond.contains(#"data-now="1768438801.000""#))
        #expect(nextVersion.contains("Angle Park"))
    }

    @Test func theRecordsCountDownWithTheSecondAndFollowTheVersion() {
        let first = text(rendered.record(for: current("Sandown Park", version: 1), at: now))
        let sameSecond = text(rendered.record(for: current("Angle Park", version: 1), at: now))
        let later = text(
            rendered.record(for: current("Sandown Park", version: 1), at: now.addingTimeInterval(1)))
        let nextVersion = text(
            rendered.record(for: current("Angle Park", version: 2), at: now.addingTimeInterval(1)))

        #expect(first.contains(#""seconds_to_start" : 300"#))
        #expect(sameSecond == first)
        #expect(later.contains(#""seconds_to_start" : 299"#))
        #expect(nextVersion.contains("Angle Park"))
    }
}
