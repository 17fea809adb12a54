import DataLayer
import SharedUtils

extension Race {
    /// The domain race for a wire summary, with its names cut to `ShownTextLimit.name` and its
    /// text made safe to print (the id is kept whole: the card is fetched by it); nil when the
    /// category is unknown or the meeting has no printable name.
    init?(summary: RaceSummary) {
        guard let category = RaceCategory(categoryID: summary.categoryID) else { return nil }
        let meetingName = ShownTextLimit.safe(summary.meetingName, limit: ShownTextLimit.name)
        guard !meetingName.isEmpty else { return nil }
        let venueParts = [summary.venueName, summary.venueState, summary.venueCountry]
            .map { $0.map { ShownTextLimit.safe($0, limit: ShownTextLimit.name) } }
        self.init(
            id: TerminalSafeText.sanitize(summary.raceID),
            category: category,
            meetingName: meetingName,
            raceNumber: summary.raceNumber,
            raceName: ShownTextLimit.safe(summary.raceName, limit: ShownTextLimit.name),
            advertisedStart: summary.advertisedStart,
            venue: venueParts.allSatisfy { $0 == nil }
                ? nil : Venue(name: venueParts[0], state: venueParts[1], country: venueParts[2]),
            details: summary.form.map(RaceDetails.init(form:)))
    }
}
