import DomainLayer
import Foundation
import SharedUtils

/// What the demo says under a race's details when it has no card for the race: that it has none,
/// and which races have one, with the command that shows each.
public struct NoRecordedCardNotice: Sendable, Equatable {
    /// The sentence saying the demo has no card for the race.
    public let headline: String
    /// One line per race that has a card: its start, meeting, number, category and command.
    public let offers: [String]

    /// The notice for `race` when the demo has cards for `racesWithCards`, with start times in
    /// `timeZone`.
    public init(race: Race, racesWithCards: [Race], timeZone: TimeZone) {
        let clock = ClockTimeFormatter(timeZone: timeZone)
        headline =
            racesWithCards.isEmpty
            ? "The demo has no card for this race."
            : "The demo has no card for this race; it has recorded cards for these races:"
        let names = racesWithCards.map { "\($0.meetingName) R\($0.raceNumber) (\($0.category.displayName))" }
        let nameWidth = names.map { DisplayWidth.columns(of: $0) }.max() ?? 0
        offers = zip(racesWithCards, names).map { race, name in
            "  \(clock.hoursAndMinutes(race.advertisedStart))  \(DisplayWidth.padded(name, to: nameWidth))"
                + "  nexttogo race \(race.id) --demo"
        }
    }

    /// The notice as lines of text, the headline first.
    public var lines: [String] { [headline] + offers }
}
