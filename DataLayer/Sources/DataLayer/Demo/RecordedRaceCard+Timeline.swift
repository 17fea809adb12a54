import Foundation

extension RecordedRaceCard {
    /// The recorded card shown for `race` (a demo race, moved to its day) at `now`, after the
    /// start as the race had gone when the day was recorded (`outcome`, nil when it had not been
    /// run), so that its card and its row in `meeting --demo` agree.
    ///
    /// The card takes the demo race's id, name, number, meeting, venue and start, and the
    /// recording's field and form, with the meeting's track and weather from the demo's day when
    /// it has them. Its status comes from the time (`RecordedRaceOutcome.status(_:sinceStart:)`),
    /// and once interim it carries the race's placings in `recordedPlacings`. The field is another
    /// race's, so no runner of it is placed: the recording's own results and margins are left out.
    /// Every recorded time is moved with the start.
    static func card(
        _ recording: RaceCardResponse, for race: RaceSummary, outcome: RecordedRaceOutcome?, at now: Date
    ) -> RaceCardResponse {
        let shift = race.advertisedStart.timeIntervalSince(recording.race.advertisedStart)
        let sinceStart = now.timeIntervalSince(race.advertisedStart)
        let status = RecordedRaceOutcome.status(outcome, sinceStart: sinceStart)
        var form = recording.race.form ?? RaceForm()
        form.trackCondition = race.form?.trackCondition ?? form.trackCondition
        form.weather = race.form?.weather ?? form.weather
        return RaceCardResponse(
            race: RaceCardRace(
                id: race.raceID, name: race.raceName, number: race.raceNumber,
                advertisedStart: race.advertisedStart,
                actualStart: sinceStart >= 0 && status != .abandoned ? race.advertisedStart : nil,
                form: form),
            meetingName: race.meetingName, categoryID: race.categoryID, venueName: race.venueName,
            venueState: race.venueState, venueCountry: race.venueCountry, status: status,
            entrants: replayingPrices(
                of: recording.entrants.map { entrant in
                    var moved = entrant
                    moved.scratchTime = entrant.scratchTime?.addingTimeInterval(shift)
                    moved.position = nil
                    moved.margin = nil
                    return moved
                }, start: race.advertisedStart, at: now),
            skippedCount: recording.skippedCount, replaysRecordedPrices: true,
            recordedPlacings: RecordedRaceOutcome.shownPlacings(outcome, status: status))
    }
}
