import SharedUtils

extension MeetingsDocument {
    /// The meetings joined with their venues, races and compound bets, with what was left out
    /// counted, or why the body is not a meetings response.
    ///
    /// Every race entry of the body is either in a meeting or counted as skipped, once; so is
    /// every meeting, and every race id a meeting lists that names no race.
    func response() throws(FetchFailure) -> MeetingsResponse {
        guard isObject else { throw .invalidResponse(reason: "the body has the wrong type") }
        switch meetingsPresence {
        case .missing: throw .invalidResponse(reason: "meetings is missing")
        case .wrongType: throw .invalidResponse(reason: "meetings has the wrong type")
        case .present: break
        }
        var skippedMeetings = skippedMeetingCount
        var skippedRaces = skippedRaceCount
        var taken = Set<String>()
        var summaries: [MeetingSummary] = []
        summaries.reserveCapacity(meetings.count)
        for (id, entry) in meetings {
            guard let entry, let name = entry.name, let categoryID = entry.categoryID else {
                skippedMeetings += 1
                continue
            }
            var races: [MeetingRaceSummary] = []
            races.reserveCapacity(entry.raceIDs.count)
            for raceID in entry.raceIDs {
                guard let race = self.races[raceID] else {
                    // An id that names no race: nothing else counts it.
                    skippedRaces += 1
                    continue
                }
                guard race.isObject, let start = race.advertisedStart else { continue }
                guard taken.insert(raceID).inserted else {
                    // Listed again, by this meeting or another: the entry is already taken.
                    skippedRaces += 1
                    continue
                }
                races.append(
                    MeetingRaceSummary(
                        id: raceID, name: race.name ?? "", number: race.number, advertisedStart: start,
                        status: RaceStatus(id: race.statusID), placings: race.placings))
            }
            let venue = entry.venueID.flatMap { venues[$0] }
            summaries.append(
                MeetingSummary(
                    id: id, name: name, categoryID: categoryID,
                    date: entry.date.map { String($0.prefix(10)) },
                    venueName: venue?.name, venueState: entry.state ?? venue?.state,
                    venueCountry: entry.country ?? venue?.country, trackCondition: entry.trackCondition,
                    weather: entry.weather, races: races))
        }
        // Race entries in no meeting: unusable, listed by none, or of a meeting skipped.
        skippedRaces += races.count - taken.count
        let skippedCompounds = attachCompounds(to: &summaries)
        return MeetingsResponse(
            meetings: summaries, skippedMeetingCount: skippedMeetings, skippedRaceCount: skippedRaces,
            skippedCompoundCount: skippedCompounds)
    }

    /// Gives each meeting its compound bets, each with the meeting's races it names (each once),
    /// ordered by their first race; returns how many compounds were unusable or named no race of a meeting.
    ///
    /// Linear in the body: each race belongs to one meeting, so one map from race id to its
    /// meeting serves every compound, however many name the same meeting.
    private func attachCompounds(to summaries: inout [MeetingSummary]) -> Int {
        var skipped = 0
        var index: [String: Int] = [:]
        for (position, summary) in summaries.enumerated() where index[summary.id] == nil {
            index[summary.id] = position
        }
        var meetingOfRace: [String: Int] = [:]
        for (position, summary) in summaries.enumerated() {
            for race in summary.races { meetingOfRace[race.id] = position }
        }
        for compound in compounds {
            guard let compound, let name = compound.name, let meetingID = compound.meetingID,
                let position = index[meetingID]
            else {
                skipped += 1
                continue
            }
            var seen = Set<String>()
            let named = compound.raceIDs.filter { meetingOfRace[$0] == position && seen.insert($0).inserted }
            guard !named.isEmpty else {
                skipped += 1
                continue
            }
            summaries[position].compounds.append(CompoundSummary(name: name, raceIDs: named))
        }
        for position in summaries.indices where summaries[position].compounds.count > 1 {
            let order = Dictionary(
                summaries[position].races.enumerated().map { ($1.id, $0) },
                uniquingKeysWith: { first, _ in first })
            // Each compound's first race looked up once, not at every comparison.
            let keyed = summaries[position].compounds.map { (first: order[$0.raceIDs[0]] ?? 0, compound: $0) }
            summaries[position].compounds = keyed.sorted {
                ($0.first, $0.compound.name) < ($1.first, $1.compound.name)
            }
            .map(\.compound)
        }
        return skipped
    }
}
