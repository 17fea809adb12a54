import ArgumentParser
import DomainLayer
import Foundation
import PresentationLayer
import SharedUtils

/// What the racing-day commands (`meetings`, `meeting`, `race <meeting> <number>`) take to pick
/// a day and its meetings: `--filter`, `--country` and `--date` (each command has its own `--tz`
/// and feed options, as `race <id>` shares them).
struct RacingDayOptions: ParsableArguments {
    @Option(
        name: [.customShort("f"), .long],
        help: ArgumentHelp(
            "Only meetings of these categories, as a comma list; may repeat. The config file's filter, "
                + "else all three, when left out.",
            valueName: "categories"))
    var filter: [CategoryList] = []

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Only meetings in these countries, by the feed's codes (aus, nz, hk, …), as a comma list; "
                + "may repeat. The config file's country, else every country, when left out.",
            valueName: "codes"))
    var country: [CountryList] = []

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The racing day: today, tomorrow, yesterday or YYYY-MM-DD, in the --tz zone.",
            valueName: "date"))
    var date = "today"

    /// Whether `--filter`, `--country` or `--date` was given, which only a racing-day lookup uses.
    var choosesMeetings: Bool {
        !filter.isEmpty || !country.isEmpty || date != "today"
    }

    /// The request for the day `--date` names in `zone` (`--tz`, else the local one), with the
    /// categories and countries of `--filter` and `--country`, else of `config`; `now` (the
    /// demo's clock when it plays) says which day is today.
    /// - Throws: `ValidationError` (a usage error) when `--date` names no day it can be.
    func request(zone: StartTimeZone, config: SavedConfig, now: Date) throws -> RacingDayRequest {
        let day: CalendarDate
        do throws(RacingDateError) {
            day = try RacingDate.parse(date, now: now, timeZone: zone.timeZone)
        } catch {
            throw ValidationError("\(error.message).")
        }
        let settings = BoardSettings(
            filterFlag: filter.isEmpty ? nil : CategoryFilter(filter.flatMap(\.categories)), countFlag: nil,
            countryFlag: country.isEmpty ? nil : CountryFilter(country.flatMap(\.codes)), config: config)
        return RacingDayRequest(
            query: RacingDayQuery(
                date: day, timeZone: zone.timeZone, categories: settings.filter, countries: settings.countries
            ))
    }
}
