import SharedUtils

extension RaceCardDocument {
    /// The card for `raceID` with its field joined together, nil when the body names no race, or
    /// why the body is not a race card.
    func response(raceID: String) throws(FetchFailure) -> RaceCardResponse? {
        guard isObject else { throw .invalidResponse(reason: "the body has the wrong type") }
        guard hasData else { throw .invalidResponse(reason: "data is missing or has the wrong type") }
        guard let (key, entry) = race(for: raceID) else { return nil }
        guard let number = entry.number, let start = entry.advertisedStart else {
            throw .invalidResponse(reason: "the race has no usable number or start")
        }
        let race = RaceCardRace(
            id: entry.id ?? key, name: entry.name ?? "", number: number, advertisedStart: start,
            actualStart: entry.actualStart, form: entry.form)
        let meeting =
            entry.meetingID.flatMap { meetings[$0] } ?? (meetings.count == 1 ? meetings.first?.value : nil)
        let venue = meeting?.venueID.flatMap { venues[$0] }
        let market = fieldMarket(for: race.id)
        let (entrants, skipped) = field(listed: market?.entrantIDs ?? [])
        return RaceCardResponse(
            race: race, meetingName: meeting?.name ?? "", categoryID: meeting?.categoryID ?? "",
            venueName: venue?.name, venueState: venue?.state ?? meeting?.state,
            venueCountry: venue?.country ?? meeting?.country,
            status: RaceStatus(id: market?.statusID), entrants: entrants,
            skippedCount: skippedCount + skipped)
    }

    /// The race filed under `raceID`, in any case.
    private func race(for raceID: String) -> (key: String, value: RaceEntry)? {
        let wanted = raceID.lowercased()
        return races.first { $0.key.lowercased() == wanted }
    }

    /// The `Final Field` market of the race `raceID`, else the card's only `Final Field` market
    /// (a recorded Ladbrokes card files its market under another id than its race's).
    private func fieldMarket(for raceID: String) -> MarketEntry? {
        let fieldMarkets = markets.filter { $0.name?.lowercased() == Self.fieldMarketName }
        return fieldMarkets.first { $0.raceID?.lowercased() == raceID.lowercased() }
            ?? (fieldMarkets.count == 1 ? fieldMarkets.first : nil)
    }

    /// The entrants `ids` lists, in order, each once, with their prices, fluctuations and results,
    /// at most `RaceCardLimits.fieldSize`; and how many listed ids were repeated, had no usable
    /// entrant or came past the limit.
    private func field(listed ids: [String]) -> ([RaceCardEntrant], skipped: Int) {
        var seen = Set<String>()
        var field: [RaceCardEntrant] = []
        var skipped = 0
        for id in ids {
            guard field.count < RaceCardLimits.fieldSize, seen.insert(id).inserted,
                var entrant = entrants[id] ?? nil
            else {
                skipped += 1
                continue
            }
            entrant.winPrice = prices[id]?.win
            entrant.placePrice = prices[id]?.place
            entrant.winFluctuations = fluctuations[id] ?? []
            entrant.openingWinPrice = openings[id]
            entrant.position = results[id]?.position
            entrant.margin = results[id]?.margin
            field.append(entrant)
        }
        return (field, skipped)
    }
}
