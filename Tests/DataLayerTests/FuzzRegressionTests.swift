import DataLayer
import Foundation
import TestSupport
import Testing

/// Replays every input in `FuzzRegressions/`: crashes `scripts/fuzz` found, and hand-made bodies
/// at the edges of what JSON allows. Whatever the bytes, the decoder must return a response that
/// keeps the fuzzer's invariants or throw `invalidResponse`, and never crash or hang.
@Suite(.timeLimit(.minutes(1))) struct FuzzRegressionTests {
    @Test func theFolderHoldsInputs() {
        #expect(!FuzzRegressionInputs.names.isEmpty, "no inputs in \(FuzzRegressionInputs.folder.path)")
    }

    @Test(arguments: FuzzRegressionInputs.names)
    func anInputDecodesWithinTheInvariantsOrIsRejected(name: String) throws {
        let body = try FuzzRegressionInputs.data(named: name)
        let response: NextRacesResponse
        do {
            response = try NextRacesResponseDecoder.decode(body)
        } catch {
            guard case .invalidResponse = error else {
                Issue.record("\(name): threw \(error), not invalidResponse")
                return
            }
            return
        }
        #expect(response.skippedCount >= 0, "\(name): skippedCount is \(response.skippedCount)")
        for summary in response.raceSummaries {
            #expect(
                RaceSummary.plausibleStarts.contains(summary.advertisedStart),
                "\(name): race \(summary.raceID) starts at \(summary.advertisedStart.timeIntervalSince1970)")
        }
        let ids = response.raceSummaries.map(\.raceID)
        let repeated = Dictionary(grouping: ids, by: { $0 }).filter { $0.value.count > 1 }.keys
        #expect(repeated.isEmpty, "\(name): race ids listed more than once: \(repeated.sorted())")
    }

    @Test func aRaceIDListedTenThousandTimesIsDecodedOnce() throws {
        let body = try FuzzRegressionInputs.data(named: "one-id-listed-ten-thousand-times.bin")
        let response = try NextRacesResponseDecoder.decode(body)
        #expect(response.raceSummaries.map(\.raceID) == ["a"])
        #expect(response.skippedCount == 0)
    }

    @Test func startSecondsBeyondTheRangeOfADoubleSkipTheSummary() throws {
        let body = try FuzzRegressionInputs.data(named: "start-seconds-beyond-double-range.bin")
        let response = try NextRacesResponseDecoder.decode(body)
        #expect(response.raceSummaries.isEmpty)
        #expect(response.skippedCount == 2)
    }

    @Test func startSecondsBeyondIntRangeSkipTheSummary() throws {
        let body = try FuzzRegressionInputs.data(named: "start-seconds-beyond-int-range.bin")
        let response = try NextRacesResponseDecoder.decode(body)
        #expect(response.raceSummaries.map(\.raceID) == ["a"])
        #expect(response.skippedCount == 4)
    }

    @Test func startSecondsOfPlusAndMinus1e308SkipTheSummary() throws {
        let body = try FuzzRegressionInputs.data(named: "start-seconds-of-plus-and-minus-1e308.bin")
        let response = try NextRacesResponseDecoder.decode(body)
        #expect(response.raceSummaries.isEmpty)
        #expect(response.skippedCount == 2)
    }
}
