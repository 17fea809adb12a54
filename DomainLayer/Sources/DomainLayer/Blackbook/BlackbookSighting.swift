/// A runner of a card that the blackbook follows: the card, the runner, and each followed name
/// that matched it.
public struct BlackbookSighting: Sendable, Hashable {
    /// The card the runner is on, with its race.
    public let card: RaceCard
    /// The runner.
    public let runner: Runner
    /// The followed names that matched it, with the name each matched on the card.
    public let hits: [BlackbookHit]

    /// Every runner of `cards` that `blackbook` follows, by start, then meeting, race and runner
    /// number; scratched runners too, which a punter following them wants to know of.
    public static func find(in cards: [RaceCard], following blackbook: Blackbook) -> [BlackbookSighting] {
        guard !blackbook.isEmpty else { return [] }
        return cards.sorted {
            ($0.race.advertisedStart, $0.race.meetingName, $0.race.raceNumber)
                < ($1.race.advertisedStart, $1.race.meetingName, $1.race.raceNumber)
        }
        .flatMap { card in
            card.runners.sorted { $0.number < $1.number }.compactMap { runner in
                let hits = blackbook.hits(in: runner)
                return hits.isEmpty ? nil : BlackbookSighting(card: card, runner: runner, hits: hits)
            }
        }
    }

    /// Each followed name that matched more than one different name in `sightings` (`J McDonald`
    /// matching both James and John McDonald), with the names it matched, in the order first met.
    public static func ambiguities(in sightings: [BlackbookSighting]) -> [(FollowedName, [String])] {
        var matched: [FollowedName: [String]] = [:]
        var order: [FollowedName] = []
        for hit in sightings.flatMap(\.hits) {
            if matched[hit.followed] == nil { order.append(hit.followed) }
            let words = NameWords(hit.matchedName)
            if !(matched[hit.followed] ?? []).contains(where: { NameWords($0) == words }) {
                matched[hit.followed, default: []].append(hit.matchedName)
            }
        }
        return order.compactMap { entry in
            let names = matched[entry] ?? []
            return names.count > 1 ? (entry, names) : nil
        }
    }
}
