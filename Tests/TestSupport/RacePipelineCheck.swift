import DataLayer
import DomainLayer
import Foundation
import PresentationLayer
import SharedUtils

/// Takes a response body the whole way a person meets it: decoded with race forms, mapped to
/// domain races by `RacesServiceRepository`, put on flat and grouped boards at a few fixed
/// moments (some far from any race), turned into rows, the table, the status line, `--json`
/// records, each race's details, and the watch screen's race card of it laid out at a few widths,
/// and the message for a race card of an unknown id, the input itself; and the body as a racing
/// day's meetings (`RacePipelineCheck+Meetings.swift`); it reports what broke.
///
/// `scripts/fuzz` compiles this file into its pipeline fuzzer, which traps on any problem;
/// `FuzzPipelineRegressionTests` replays the saved inputs through it. A crash anywhere on the
/// way is a crash in both. It uses nothing else from TestSupport.
public enum RacePipelineCheck {
    /// The board's row limit, as the command's default.
    static let limit = 5

    /// The widths the race card and its messages are laid out at: a wide terminal, the narrowest
    /// watch screen, and narrower than any label.
    static let cardWidths = [120, 36, 8]

    /// The most lines the message about an unknown id may take at any of `cardWidths`: the id is
    /// cut to `ShownTextLimit.id` characters, so the message is some 170 whatever was asked for.
    static let unknownRaceMessageLines = 40

    /// The board's view-model, in a zone far from UTC; made once, as loading a zone is slow.
    private static let presenter = BoardPresenter(timeZone: TimeZone(identifier: "Australia/Sydney")!)

    /// The details' clock.
    private static let clock = ClockTimeFormatter(timeZone: TimeZone(identifier: "UTC")!)

    /// The moments the boards are drawn at: the Unix epoch, a recorded feed's time, the years
    /// 2100 and 4001, and the year 1; `check` adds the first race's start and a minute either side.
    static let fixedMoments = [
        Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 1_768_438_800),
        Date(timeIntervalSince1970: 4_102_444_800), .distantFuture, .distantPast,
    ]

    /// What an input may start with to give the stale boards a `Retry-After` header value: the
    /// rest of that first line; the body follows it.
    public static let retryAfterPrefix = "Retry-After: "

    /// The problems with `input` on its way through the pipeline; empty when all is well, and
    /// when the decoder rightly rejects it.
    /// - Parameter input: A response body, optionally after a first line of `retryAfterPrefix`
    ///   and a header value, which the stale boards' retry is worked out from.
    public static func check(_ input: Data) async -> [String] {
        let (retryAfter, body) = split(input)
        let meetingsProblems = await meetingsProblems(body)
        let response: NextRacesResponse
        do {
            response = try NextRacesResponseDecoder.decode(body, readingForms: true)
        } catch {
            guard case .invalidResponse = error else {
                return meetingsProblems + ["the decoder threw \(error)"]
            }
            return meetingsProblems
        }
        var problems = meetingsProblems + decodedProblems(response) + unknownRaceProblems(input)
        let page: RaceFeedPage
        do {
            page = try await RacesServiceRepository(service: FixedRacesService(response: response))
                .nextRaces(count: 200)
        } catch {
            return problems + ["the repository threw \(error)"]
        }
        if page.skippedCount < response.skippedCount {
            problems.append("the repository counted \(page.skippedCount) skipped of \(response.skippedCount)")
        }
        var moments = fixedMoments
        if let first = page.races.map(\.advertisedStart).min() {
            moments += [first.addingTimeInterval(-60), first, first.addingTimeInterval(60)]
        }
        for now in moments {
            problems += boardProblems(page, retryAfter: retryAfter, at: now)
        }
        return problems
    }

    /// What must hold of every decoded response, whatever the body.
    private static func decodedProblems(_ response: NextRacesResponse) -> [String] {
        var problems: [String] = []
        if response.skippedCount < 0 { problems.append("skippedCount is \(response.skippedCount)") }
        var seen = Set<String>()
        for summary in response.raceSummaries {
            let id = summary.raceID.debugDescription
            if !RaceSummary.plausibleStarts.contains(summary.advertisedStart) {
                problems.append("race \(id) starts at \(summary.advertisedStart.timeIntervalSince1970)")
            }
            if let prize = summary.form?.prizeMoney, !RaceForm.plausiblePrizeMoney.contains(prize) {
                problems.append("race \(id) has prize money \(prize)")
            }
            if !seen.insert(summary.raceID).inserted { problems.append("race \(id) is listed twice") }
        }
        return problems
    }

    /// The `Retry-After` value an input starts with, if any, and the body after it.
    private static func split(_ input: Data) -> (RetryAfter?, Data) {
        guard input.starts(with: Data(retryAfterPrefix.utf8)) else { return (nil, input) }
        let rest = input.dropFirst(retryAfterPrefix.utf8.count)
        let end = rest.firstIndex(of: UInt8(ascii: "\n")) ?? rest.endIndex
        let value = String(decoding: rest[..<end], as: UTF8.self)
        return (RetryAfter(headerValue: value), Data(rest[end...].dropFirst()))
    }

    /// The problems with the flat and grouped boards of `page` at `now`, current and stale.
    private static func boardProblems(_ page: RaceFeedPage, retryAfter: RetryAfter?, at now: Date) -> [String]
    {
        var problems: [String] = []
        let starred = StarredMeetings(page.races.prefix(1).map(\.meetingName))
        let backoff = NextRacesSchedule().backoff
        for layout in [BoardLayout.flat, .byCategory] {
            let stars = StarPreferences(meetings: starred, placement: .first)
            let shown = RaceBoard.shown(
                limit, of: page.races, matching: .all, stars: stars, layout: layout, at: now)
            let wait = backoff.delay(afterFailures: 3, retryAfter: retryAfter?.delay(from: now))
            for failure in [nil, FetchFailure.httpStatus(429, retryAfter: retryAfter)] {
                let snapshot = NextRacesSnapshot(
                    races: shown, filter: .all, limit: limit, takenAt: now, updatedAt: now, failure: failure,
                    nextRetryAt: failure.map { _ in now.addingTimeInterval(wait.timeInterval) },
                    skippedCount: page.skippedCount, stars: stars, layout: layout)
                problems += screenProblems(presenter.screenState(for: snapshot, at: now), shown: shown)
            }
            let json =
                layout == .flat
                ? RaceJSONRecord.encode(shown, now: now, stars: starred)
                : RaceJSONRecord.encode(
                    groups: RaceBoard.groups(limit, of: page.races, matching: .all, stars: stars, at: now),
                    now: now, stars: starred)
            if (try? JSONSerialization.jsonObject(with: Data(json.utf8))) == nil {
                problems.append("the --json output is not JSON: \(json.prefix(200))")
            }
        }
        for race in page.races.prefix(2) {
            let details = RaceDetailsViewModel(race: race, now: now, clock: clock)
            problems += unsafeText(details.lines.map { "\($0.label) \($0.value)" }, in: "the details")
            problems += raceCardProblems(race, at: now)
            let json = RaceDetailsJSONRecord(race: race, now: now).json()
            if (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: Any] == nil {
                problems.append("the race --json output is not a JSON object: \(json.prefix(200))")
            }
        }
        return problems
    }

    /// The problems with the race card of `race` at `now`, as the watch screen lays it out at each
    /// of `cardWidths`: the race's names and comment as a runner's too, so the field's columns
    /// take them as well as the facts above it.
    private static func raceCardProblems(_ race: Race, at now: Date) -> [String] {
        var problems = textLimitProblems(race)
        let runner = Runner(
            number: race.raceNumber, name: race.meetingName, rider: race.raceName, trainer: race.venue?.name,
            comment: race.details?.comment, winPrice: 2.5)
        let card = RaceCardViewModel(
            card: RaceCard(race: race, status: .open, runners: [runner]), now: now,
            timeZone: TimeZone(identifier: "UTC")!)
        for width in cardWidths {
            let facts = card.header.laidOutLines(width: width).map(\.text)
            let field = RaceCardTableLayout.lines(for: card, width: width).map(\.text)
            problems += unsafeText(facts + field, in: "the race card at \(width) columns")
        }
        return problems
    }

    /// A problem for each of the race's texts longer than `ShownTextLimit` lets in.
    private static func textLimitProblems(_ race: Race) -> [String] {
        let names = [race.meetingName, race.raceName, race.venue?.name, race.details?.trackCondition]
        return names.compactMap { $0 }.filter { $0.count > ShownTextLimit.name }
            .map { "a name of \($0.count) characters: \($0.prefix(40).debugDescription)…" }
            + [race.details?.comment].compactMap { $0 }.filter { $0.count > ShownTextLimit.comment }
            .map { "a comment of \($0.count) characters" }
    }

    /// The problems with the message the watch screen shows when the API does not know a race
    /// whose id is `input`: as the repository makes it, and as made by hand with the id whole.
    private static func unknownRaceProblems(_ input: Data) -> [String] {
        let id = String(decoding: input, as: UTF8.self)
        var problems: [String] = []
        let failures = [FeedOrigin.live, .recorded].flatMap { origin in
            [RaceCardFetchError.unknown(raceID: id, origin: origin), .unknownRace(id: id, origin: origin)]
        }
        for failure in failures {
            for width in cardWidths {
                let lines = OpenRaceCard.failureLines(failure, width: width)
                if lines.count > unknownRaceMessageLines {
                    problems.append("the unknown-race message takes \(lines.count) lines at \(width) columns")
                }
                problems += unsafeText(lines, in: "the unknown-race message")
            }
        }
        return problems
    }

    /// The problems with a screen state holding `shown`: rows lost, or text that could drive
    /// the terminal.
    private static func screenProblems(_ state: ScreenState, shown: [Race]) -> [String] {
        switch state {
        case .ready(let board):
            var problems: [String] = []
            if board.rows.count != shown.count {
                problems.append("\(shown.count) races became \(board.rows.count) rows")
            }
            for width in [nil, 80, 36] {
                let table = RaceTableLayout.lines(for: board, width: width).map(\.text)
                problems += unsafeText(table + [board.statusText], in: "the table")
            }
            return problems
        case .failed(let message, let hint, let retry):
            return unsafeText(
                [message, hint ?? "", RetryWording.phrase(retry) ?? ""], in: "the failed screen")
        case .empty, .loading:
            return shown.isEmpty ? [] : ["\(shown.count) races made no board"]
        }
    }

    /// A problem for each of `lines` holding a control character.
    private static func unsafeText(_ lines: [String], in place: String) -> [String] {
        lines.filter { line in
            line.unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) }
        }
        .map { "\(place) has a control character: \($0.debugDescription)" }
    }
}

/// A `RacesService` that answers every request with the one response.
private struct FixedRacesService: RacesService {
    let response: NextRacesResponse

    func nextRaces(count: Int, categoryIDs _: [String]) async throws(FetchFailure) -> NextRacesResponse {
        response
    }
}
