import Foundation
import SharedUtils

/// One meeting of a racing day: a venue's card of races in one category.
public struct Meeting: Sendable, Hashable, Identifiable {
    /// The meeting's id in the API (the demo's add the days moved).
    public let id: String
    /// The meeting's name, such as "Happy Valley", safe to print. Names repeat within a day
    /// (Ballarat greyhounds and Ballarat harness), so it is no id.
    public let name: String
    /// Horse, greyhound or harness.
    public let category: RaceCategory
    /// The racing date the API files the meeting under, when it says; a day's answer can hold
    /// the day before's meetings too.
    public let date: CalendarDate?
    /// Where the meeting is run, when the API says.
    public let venue: Venue?
    /// The state of the track, such as `Good`, when given.
    public let trackCondition: String?
    /// The weather, such as `FINE`, when given.
    public let weather: String?
    /// The meeting's races, in race order; never empty.
    public let races: [MeetingRace]
    /// The meeting's compound bets, such as its quadrella, by their first race.
    public let compounds: [CompoundBet]

    /// Creates a meeting from its parts.
    public init(
        id: String, name: String, category: RaceCategory, date: CalendarDate? = nil, venue: Venue? = nil,
        trackCondition: String? = nil, weather: String? = nil, races: [MeetingRace],
        compounds: [CompoundBet] = []
    ) {
        self.id = id
        self.name = name
        self.category = category
        self.date = date
        self.venue = venue
        self.trackCondition = trackCondition
        self.weather = weather
        self.races = races
        self.compounds = compounds
    }

    /// The race numbered `number`; nil when the meeting has none (or only races without
    /// numbers).
    public func race(number: Int) -> MeetingRace? {
        races.first { $0.number == number }
    }
}

/// A bet over several races of one meeting, such as a quadrella, by its races' numbers.
public struct CompoundBet: Sendable, Hashable {
    /// The bet's name as the API gives it, such as `Quadrella` or `RunningDouble`, safe to print.
    public let name: String
    /// The numbers of its races, in order.
    public let raceNumbers: [Int]

    /// Creates a compound bet from its parts.
    public init(name: String, raceNumbers: [Int]) {
        self.name = name
        self.raceNumbers = raceNumbers
    }
}
