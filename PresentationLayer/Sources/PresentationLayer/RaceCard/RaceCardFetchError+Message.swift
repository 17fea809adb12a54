import DomainLayer
import SharedUtils

extension RaceCardFetchError {
    /// What went wrong, as a person would say it, without a trailing full stop.
    public var message: String {
        switch self {
        case .unknownRace(let id, .live):
            // `unknown(raceID:origin:)` cuts and cleans the id already; one made by hand is cut here
            // too.
            "the racing API does not know a race '\(ShownTextLimit.safe(id, limit: ShownTextLimit.id))'; 'nexttogo --json' lists the ids of the next races"
        case .unknownRace(let id, .recorded):
            "the demo has no race '\(ShownTextLimit.safe(id, limit: ShownTextLimit.id))'; 'nexttogo --demo --json' lists the ids of its next races"
        case .noRecordedCard(let race):
            "the demo has no recorded \(race.category.displayName.lowercased()) card for \(race.meetingName) R\(race.raceNumber)"
        case .fetch(let error):
            error.message(about: .raceCard)
        }
    }

    /// A few words for a status line, such as "offline" or "unknown race".
    public var shortLabel: String {
        switch self {
        case .unknownRace: "unknown race"
        case .noRecordedCard: "no card in the demo"
        case .fetch(let error): error.shortLabel
        }
    }

    /// What to do while the network keeps the card away (`FetchFailure.networkHint`), or nil.
    public var networkHint: String? {
        if case .fetch(let failure) = self { failure.networkHint } else { nil }
    }
}
