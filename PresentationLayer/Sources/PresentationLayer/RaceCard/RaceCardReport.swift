import DomainLayer
import Foundation
import SharedUtils

/// Composes what `nexttogo race` prints from one race's card as fetched.
public struct RaceCardReport: Sendable {
    /// The zone start times are shown in.
    let timeZone: TimeZone
    let stars: StarredMeetings
    /// How the output is printed.
    let style: OutputStyle
    /// The race's name as `race <meeting> <number>` found it, such as `Bendigo R6`, for the
    /// messages; nil for a race asked for by its id.
    let name: String?

    /// A report of a race's card, printed in `style`, with start times in `timeZone` and `stars`
    /// marked; `name` is the race as `race <meeting> <number>` found it, when it did.
    public init(
        timeZone: TimeZone, stars: StarredMeetings, style: OutputStyle, name: String? = nil
    ) {
        self.name = name
        self.timeZone = timeZone
        self.stars = stars
        self.style = style
    }

    /// The card `fetched` (as `RaceCardRepository.card(raceID:)` fetches one) laid out, or why
    /// there is none.
    public func report(for fetched: Result<RaceCard, RaceCardFetchError>) -> CommandReport {
        let card: RaceCard
        switch fetched {
        case .success(let fetchedCard):
            card = fetchedCard
        case .failure(.noRecordedCard(let race)):
            return noRecordedCard(race)
        case .failure(let error):
            return failure(error)
        }
        let now = style.dates.now()
        let isStarred = stars.contains(card.race.meetingName)
        var diagnostics: [Diagnostic] = []
        if style.asJSON, let recording = card.recordedFrom {
            // The JSON stays as a live card's would; the word goes where scripts do not read.
            diagnostics.append(.note("--demo: this card is \(recording.recordedFromText), not live"))
        }
        if style.verbose && card.skippedCount > 0 {
            diagnostics.append(
                .note(
                    "skipped \(card.skippedCount) runners, prices and results the API sent that nexttogo "
                        + "could not read"))
        }
        guard !style.asJSON else {
            return CommandReport(
                standardOutput: CommandReport.plainLines(
                    RaceCardJSONRecord(card: card, now: now, isStarred: isStarred).json()),
                diagnostics: diagnostics)
        }
        let viewModel = RaceCardViewModel(card: card, now: now, timeZone: timeZone)
        return CommandReport(
            standardOutput: RaceCardLayout(
                usesColor: style.usesColor, width: style.width, timeZoneLabel: style.timeZoneLabel
            )
            .lines(for: viewModel, isStarred: isStarred),
            diagnostics: diagnostics)
    }

    /// The race's details as the board lists them, and a notice that the demo has no recorded
    /// card of its category; not a failure.
    private func noRecordedCard(_ race: Race) -> CommandReport {
        let now = style.dates.now()
        let isStarred = stars.contains(race.meetingName)
        let notice = NoRecordedCardNotice(race: race, place: .command)
        guard !style.asJSON else {
            return CommandReport(
                standardOutput: CommandReport.plainLines(
                    RaceDetailsJSONRecord(race: race, now: now, isStarred: isStarred).json()),
                diagnostics: [.note("--demo: the demo has no recorded card for this race, only its details")])
        }
        let details = RaceDetailsViewModel(
            race: race, now: now, clock: ClockTimeFormatter(timeZone: timeZone))
        return CommandReport(
            standardOutput: RaceDetailsLayout(
                usesColor: style.usesColor, width: style.width, timeZoneLabel: style.timeZoneLabel
            )
            .lines(for: details, isStarred: isStarred)
                + [StyledLine(text: "")] + notice.lines.map { StyledLine(text: $0) })
    }

    private func failure(_ failure: RaceCardFetchError) -> CommandReport {
        // An unknown id may be a meeting's name typed without its race's number.
        let byMeeting = ", and 'nexttogo race <meeting> <number>' finds a race by its meeting"
        if let name, case .unknownRace(_, let origin) = failure {
            if origin == .recorded {
                return CommandReport(
                    diagnostics: [
                        .error(
                            "the demo recorded no card for \(name)",
                            hint: "'nexttogo --demo --json' lists the ids of its next races")
                    ],
                    failed: true)
            }
            // The race is on the day's card, so its id came from the API: the card is not there yet.
            return CommandReport(
                diagnostics: [
                    .error(
                        "no card for \(name) yet: the racing API does not know it",
                        hint: "'nexttogo meeting' with its meeting lists its races and their states")
                ],
                failed: true)
        }
        if case .unknownRace(let id, .recorded) = failure {
            return CommandReport(
                diagnostics: [
                    .error(
                        "the demo has no race '\(id)'",
                        hint: "'nexttogo --demo --json' lists the ids of its next races\(byMeeting)")
                ],
                failed: true)
        }
        let diagnostic: Diagnostic =
            switch failure {
            case .unknownRace: .error(failure.message + byMeeting)
            default: .error(failure.message, hint: failure.networkHint)
            }
        return CommandReport(diagnostics: [diagnostic], failed: true)
    }
}
