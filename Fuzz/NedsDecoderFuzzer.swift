import Foundation
import SharedUtils

// A libFuzzer target for `NextRacesResponseDecoder`, `CategoryGroupResponseDecoder` (the v2
// next-races route) and `MeetingsResponseDecoder`. It is compiled by `scripts/fuzz` together with
// the decoder's own source files (not the DataLayer package, whose resource bundle needs SwiftPM),
// so it sees their internal declarations as part of one module.

/// libFuzzer's entry point: decodes the input as a next-races body of each route, with and
/// without race forms, and as a meetings body, and traps when a decoded response breaks an invariant, so the fuzzer
/// reports it as a crash.
///
/// A `FetchFailure.invalidResponse` is a good outcome for a bad body; any other error, or a
/// response with a start outside 2000 to 2100, prize money outside its range, a repeated race id
/// or a negative skipped count, is a bug.
/// - Parameters:
///   - start: The first byte of the input.
///   - count: How many bytes the input has.
/// - Returns: Always 0, as libFuzzer requires.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let body = Data(bytes: start, count: count)
    for (isV2, readingForms) in [(false, false), (false, true), (true, false), (true, true)] {
        let response: NextRacesResponse
        do {
            response =
                isV2
                ? try CategoryGroupResponseDecoder.decode(body, readingForms: readingForms)
                : try NextRacesResponseDecoder.decode(body, readingForms: readingForms)
        } catch {
            guard case .invalidResponse = error else {
                fatalError("the decoder threw \(error), not invalidResponse")
            }
            continue
        }
        NedsDecoderInvariants.check(response)
    }
    do {
        NedsDecoderInvariants.check(try MeetingsResponseDecoder.decode(body))
    } catch {
        guard case .invalidResponse = error else {
            fatalError("the meetings decoder threw \(error), not invalidResponse")
        }
    }
    return 0
}

/// What must hold for every response the decoder returns, whatever body it was given.
enum NedsDecoderInvariants {
    /// Traps with a message naming the broken invariant.
    ///
    /// `fatalError` rather than `precondition`, because `-O` drops a precondition's message.
    static func check(_ response: NextRacesResponse) {
        if response.skippedCount < 0 {
            fatalError("skippedCount is \(response.skippedCount)")
        }
        var seen = Set<String>()
        for summary in response.raceSummaries {
            let seconds = summary.advertisedStart.timeIntervalSince1970
            if !RaceSummary.plausibleStarts.contains(summary.advertisedStart) {
                fatalError("race \(summary.raceID.debugDescription) starts at \(seconds)")
            }
            if let prize = summary.form?.prizeMoney, !RaceForm.plausiblePrizeMoney.contains(prize) {
                fatalError("race \(summary.raceID.debugDescription) has prize money \(prize)")
            }
            if !seen.insert(summary.raceID).inserted {
                fatalError("race id \(summary.raceID.debugDescription) is listed more than once")
            }
        }
    }

    /// Traps when a meetings response breaks an invariant: a negative skipped count, a start
    /// outside 2000 to 2100, a race or runner number outside 1 to 99, a race in two meetings, an
    /// empty place, or a compound bet naming no race, a race twice, or a race of another meeting.
    static func check(_ response: MeetingsResponse) {
        if response.skippedMeetingCount < 0 || response.skippedRaceCount < 0
            || response.skippedCompoundCount < 0
        {
            fatalError("a skipped count is negative: \(response)")
        }
        var seen = Set<String>()
        for meeting in response.meetings {
            for race in meeting.races {
                if !RaceSummary.plausibleStarts.contains(race.advertisedStart) {
                    fatalError("race \(race.id.debugDescription) starts at \(race.advertisedStart)")
                }
                if let number = race.number, !RaceCardLimits.smallNumbers.contains(number) {
                    fatalError("race \(race.id.debugDescription) has number \(number)")
                }
                if race.placings.contains(where: {
                    $0.isEmpty || !$0.allSatisfy(RaceCardLimits.smallNumbers.contains)
                }) {
                    fatalError("race \(race.id.debugDescription) has placings \(race.placings)")
                }
                if !seen.insert(race.id).inserted {
                    fatalError("race id \(race.id.debugDescription) is in more than one place")
                }
            }
            let raceIDs = Set(meeting.races.map(\.id))
            for compound in meeting.compounds
            where compound.raceIDs.isEmpty || !compound.raceIDs.allSatisfy(raceIDs.contains)
                || Set(compound.raceIDs).count != compound.raceIDs.count
            {
                fatalError("compound \(compound.name.debugDescription) names races \(compound.raceIDs)")
            }
        }
    }
}
