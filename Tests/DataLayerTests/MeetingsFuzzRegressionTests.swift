import DataLayer
import Foundation
import TestSupport
import Testing

/// Replays every input in `FuzzRegressions/` through the meetings decoder, as `scripts/fuzz`
/// does: whatever the bytes, it returns a response within the fuzzer's invariants or throws
/// `invalidResponse`, and never crashes or hangs.
@Suite(.timeLimit(.minutes(1))) struct MeetingsFuzzRegressionTests {
    @Test(arguments: FuzzRegressionInputs.names)
    func anInputDecodesWithinTheInvariantsOrIsRejected(name: String) throws {
        let body = try FuzzRegressionInputs.data(named: name)
        let response: MeetingsResponse
        do {
            response = try MeetingsResponseDecoder.decode(body)
        } catch {
            guard case .invalidResponse = error else {
                Issue.record("\(name): threw \(error), not invalidResponse")
                return
            }
            return
        }
        #expect(response.skippedCount >= 0, "\(name)")
        let races = response.meetings.flatMap(\.races)
        #expect(Set(races.map(\.id)).count == races.count, "\(name): a race is in two places")
        for race in races {
            #expect(RaceSummary.plausibleStarts.contains(race.advertisedStart), "\(name): \(race.id)")
            #expect(race.number.map { (1...99).contains($0) } ?? true, "\(name): \(race.id)")
        }
        for meeting in response.meetings {
            let ids = Set(meeting.races.map(\.id))
            for compound in meeting.compounds {
                #expect(!compound.raceIDs.isEmpty && compound.raceIDs.allSatisfy(ids.contains), "\(name)")
                #expect(Set(compound.raceIDs).count == compound.raceIDs.count, "\(name)")
            }
        }
    }

    @Test func aRaceListedTenThousandTimesIsTakenOnceAndTheRepeatsCounted() throws {
        let body = try FuzzRegressionInputs.data(named: "meetings-one-race-listed-ten-thousand-times.bin")

        let response = try MeetingsResponseDecoder.decode(body)

        #expect(response.meetings.map { $0.races.map(\.id) } == [["a"]])
        #expect(response.skippedRaceCount == 9_999)
        #expect(response.meetings[0].compounds.map(\.raceIDs) == [["a"]])
    }
}
