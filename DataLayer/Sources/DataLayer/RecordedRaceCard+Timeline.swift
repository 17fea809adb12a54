import Foundation

extension RecordedRaceCard {
    /// How long after its start a demo race with recorded results stays closed, with no results.
    static let resultsAfter: TimeInterval = 2 * 60
    /// How long after its start a demo race's results stay interim before they are final.
    static let finalAfter: TimeInterval = 10 * 60

    /// The recorded card shown for `race` (a demo race, moved to its day) at `now`.
    ///
    /// The card takes the demo race's id, name, number, meeting, venue and start, and the
    /// recording's field and form, with the meeting's track and weather from the demo's day when
    /// it has them. Its status comes from the time: open before the start; then, when the
    /// recording has results, closed for `resultsAfter`, interim with the results until
    /// `finalAfter` and final after that; without results, closed. Results are shown only once
    /// interim, and every recorded time is moved with the start.
    static func card(_ recording: RaceCardResponse, for race: RaceSummary, at now: Date) -> RaceCardResponse {
        let shift = race.advertisedStart.timeIntervalSince(recording.race.advertisedStart)
        let sinceStart = now.timeIntervalSince(race.advertisedStart)
        let hasResults = recording.entrants.contains { $0.position != nil }
        let status: RaceCardMarketStatus =
            switch sinceStart {
            case ..<0: .open
            case _ where !hasResults: .closed
            case ..<resultsAfter: .closed
            case ..<finalAfter: .interim
            default: .final
            }
        var form = recording.race.form ?? RaceForm()
        form.trackCondition = race.form?.trackCondition ?? form.trackCondition
        form.weather = race.form?.weather ?? form.weather
        let showsResults = status == .interim || status == .final
        return RaceCardResponse(
            race: RaceCardRace(
                id: race.raceID, name: race.raceName, number: race.raceNumber,
                advertisedStart: race.advertisedStart,
                actualStart: sinceStart >= 0 ? race.advertisedStart : nil,
                form: form),
            meetingName: race.meetingName, categoryID: race.categoryID, venueName: race.venueName,
            venueState: race.venueState, venueCountry: race.venueCountry, status: status,
            entrants: replayingPrices(
                of: recording.entrants.map { entrant in
                    var moved = entrant
                    moved.scratchTime = entrant.scratchTime?.addingTimeInterval(shift)
                    if !showsResults {
                        moved.position = nil
                        moved.margin = nil
                    }
                    return moved
                }, start: race.advertisedStart, at: now),
            skippedCount: recording.skippedCount, replaysRecordedPrices: true)
    }
}
