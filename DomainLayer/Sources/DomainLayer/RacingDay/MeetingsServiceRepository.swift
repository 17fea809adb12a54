import DataLayer
import Foundation
import SharedUtils

/// A `MeetingsRepository` backed by a DataLayer `MeetingsService`: the one place where wire
/// meetings become a domain racing day; a `FetchFailure` passes through as it is.
public struct MeetingsServiceRepository: MeetingsRepository {
    private let service: any MeetingsService

    /// Creates a repository over `service`: the live API or a recording.
    public init(service: any MeetingsService) {
        self.service = service
    }

    /// The service's: the live API or a recording.
    public var origin: FeedOrigin { service.origin }

    /// Fetches the day's meetings from the service and maps them into a racing day.
    public func racingDay(_ date: CalendarDate, timeZone: TimeZone) async throws(FetchFailure) -> RacingDay {
        let response = try await service.meetings(on: date, timeZone: timeZone)
        return RacingDay(date: date, response: response, origin: service.origin)
    }
}

extension RacingDay {
    /// The domain day for a wire response: every text cut to `ShownTextLimit.name` and made safe
    /// to print; a meeting of a category the program does not know, with no printable name or no
    /// usable race is left out and counted, with its races, and so is a race or a meeting whose
    /// id is longer than any race's (`Race.longestID`): no request may carry it, and a cut one
    /// could be another's.
    init(date: CalendarDate, response: MeetingsResponse, origin: FeedOrigin) {
        var skipped = response.skippedCount
        var meetings: [Meeting] = []
        meetings.reserveCapacity(response.meetings.count)
        for summary in response.meetings {
            if let meeting = Meeting(summary: summary) {
                meetings.append(meeting)
                skipped += summary.races.count - meeting.races.count
            } else {
                skipped += 1 + summary.races.count
            }
        }
        self.init(date: date, meetings: meetings, skippedCount: skipped, origin: origin)
    }
}

extension Meeting {
    /// The domain meeting for a wire one; nil when its category is unknown, its name has nothing
    /// printable or it has no race.
    init?(summary: MeetingSummary) {
        let usable = summary.races.filter { Race.isWithinIDBound($0.id) }
        // A meeting is known by its id on the watch screen: one past the bound is left out, not
        // cut to look like another.
        guard Race.isWithinIDBound(summary.id), let category = RaceCategory(categoryID: summary.categoryID),
            !usable.isEmpty,
            let name = RaceCard.text(summary.name)
        else { return nil }
        let races = usable.map(MeetingRace.init(summary:))
        var numbers: [String: Int] = [:]
        for (wire, race) in zip(usable, races) {
            numbers[wire.id] = race.number
        }
        self.init(
            id: TerminalSafeText.sanitize(summary.id), name: name, category: category,
            date: summary.date.flatMap { CalendarDate(iso: $0) },
            venue: Venue(
                wireName: summary.venueName, state: summary.venueState, country: summary.venueCountry),
            trackCondition: RaceCard.text(summary.trackCondition), weather: RaceCard.text(summary.weather),
            races: races,
            compounds: summary.compounds.compactMap { compound in
                let raceNumbers = compound.raceIDs.compactMap { numbers[$0] }
                guard let name = RaceCard.text(compound.name), !raceNumbers.isEmpty else { return nil }
                return CompoundBet(name: name, raceNumbers: raceNumbers)
            })
    }
}

extension MeetingRace {
    /// The domain race for a wire one, with its text made safe to print (the id is kept whole
    /// but for what could steer a terminal: the card is fetched by it).
    init(summary: MeetingRaceSummary) {
        self.init(
            id: TerminalSafeText.sanitize(summary.id), number: summary.number,
            name: ShownTextLimit.safe(summary.name, limit: ShownTextLimit.name),
            advertisedStart: summary.advertisedStart, status: summary.status,
            placings: Placing.placings(summary.placings))
    }
}
