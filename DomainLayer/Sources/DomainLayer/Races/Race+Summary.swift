import DataLayer

extension Race {
    /// The domain race for a next-races summary; nil when its category is unknown or its
    /// meeting has no printable name.
    init?(summary: RaceSummary) {
        self.init(
            id: summary.raceID, categoryID: summary.categoryID, meetingName: summary.meetingName,
            number: summary.raceNumber, name: summary.raceName, advertisedStart: summary.advertisedStart,
            venue: Venue(
                wireName: summary.venueName, state: summary.venueState, country: summary.venueCountry),
            form: summary.form)
    }
}
