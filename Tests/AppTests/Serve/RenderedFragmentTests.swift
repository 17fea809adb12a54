import DomainLayer
import Foundation
import PresentationLayer
import TestSupport
import Testing

@testable import BoardServer

/// The board's markup for the event streams is made once per version and second, and made again
/// when either moves on.
@Suite struct RenderedFragmentTests {
    private let now = Date(timeIntervalSince1970: 1_768_438_800)
    private let fragment = RenderedFragment(page: BoardPage(timeZone: TimeZone(identifier: "UTC")!))

    private func current(_ meeting: String, version: Int) -> BoardHub.Current {
        BoardHub.Current(
            snapshot: NextRacesSnapshot(
                races: [RaceFactory.race("r1", meeting: meeting, startsIn: 300, from: now)], filter: .all,
                limit: 5, takenAt: now, updatedAt: now),
            version: version)
    }

    @Test func aVersionIsMadeOnceASecondAndAgainWhenTheBoardOrTheSecondMovesOn() {
        let first = fragment.html(for: current("Sandown Park", version: 1), at: now)
        // The same version with other races could only be a board no hub would publish: it shows
        // that the second call is the markup made before, not made again.
        let sameSecond = fragment.html(
            for: current("Angle Park", version: 1), at: now.addingTimeInterval(0.9))
        let nextSecond = fragment.html(
            for: current("Sandown Park", version: 1), at: now.addingTimeInterval(1))
        let nextVersion = fragment.html(for: current("Angle Park", version: 2), at: now.addingTimeInterval(1))

        #expect(first.contains("Sandown Park"))
        #expect(sameSecond == first)
        #expect(nextSecond.contains(#"data-now="1768438801""#))
        #expect(nextVersion.contains("Angle Park"))
    }
}
