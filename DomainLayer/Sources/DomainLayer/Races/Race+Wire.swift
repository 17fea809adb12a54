import DataLayer
import Foundation
import SharedUtils

extension Race {
    /// The domain race for a race's wire fields, as the next-races feed and race cards both send
    /// them: names cut to `ShownTextLimit.name` and made safe to print, the id kept whole (the
    /// card is fetched by it) but for characters that could drive a terminal; nil when the
    /// category is not horse, greyhound or harness, the meeting has no printable name, or the id
    /// is longer than any race's (`Race.longestID`), which no card request should carry.
    init?(
        id: String, categoryID: String, meetingName: String, number: Int, name: String,
        advertisedStart: Date, venue: Venue?, form: RaceForm?
    ) {
        guard Race.isWithinIDBound(id), let category = RaceCategory(categoryID: categoryID),
            let meetingName = RaceCard.text(meetingName)
        else { return nil }
        self.init(
            id: TerminalSafeText.sanitize(id), category: category, meetingName: meetingName,
            raceNumber: number, raceName: ShownTextLimit.safe(name, limit: ShownTextLimit.name),
            advertisedStart: advertisedStart, venue: venue, details: form?.printable)
    }
}

extension Venue {
    /// The venue for its wire parts, each cut to `ShownTextLimit.name` and made safe to print;
    /// nil when no part has anything printable.
    init?(wireName name: String?, state: String?, country: String?) {
        let parts = [name, state, country].map { RaceCard.text($0) }
        guard parts.contains(where: { $0 != nil }) else { return nil }
        self.init(name: parts[0], state: parts[1], country: parts[2])
    }
}
