import ArgumentParser
import DomainLayer
import Foundation
import PresentationLayer

/// `nexttogo race <race-id>`, or `nexttogo race <meeting> <number>`: one race's card: its
/// details, its status, and its field with fixed prices and, once run, its results.
struct RaceCommand: EnvironmentCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "race",
            abstract:
                "Shows one race's card: its details and status, the runners, their fixed prices and the results.",
            usage: usage.text,
            discussion: """
                Name a race by its meeting and number (race happy 7), matched as 'nexttogo meeting' \
                matches names, on the racing day of --date with --filter and --country: one request \
                for the day's meetings, then one for the card. Or give the race_id that 'nexttogo \
                --json' prints. Any race the API knows can be shown, before or after its start. With \
                --demo, any race of the recorded day can be shown, with the recorded card of its \
                category, which names the race it was recorded from.
                """)
    }

    /// The command's two forms, as the USAGE block shows them.
    static let usage = UsageText(forms: [
        .init(
            "nexttogo race <race-id>", "[--demo]", "[--api-url <url>]", "[--brand <brand>]",
            "[--timeout <seconds>]",
            "[--tz <area/city>]", "[-j|--json]", "[--no-color]", "[--verbose]"),
        .init(
            "nexttogo race <meeting> <number>", "[-f|--filter <categories> ...]", "[--country <codes> ...]",
            "[--date <date>]", "[same options as for <race-id>]"),
    ])

    @Argument(
        help: ArgumentHelp(
            "The race's id, as 'nexttogo --json' prints it; or its meeting's name, then the race number.",
            valueName: "race-id | meeting"))
    var raceID: String

    @Argument(
        help: ArgumentHelp("The race's number within its meeting, such as 7 or R7.", valueName: "number"))
    var number: String?

    @OptionGroup var racingDay: RacingDayOptions

    @OptionGroup var feed: FeedOptions

    @OptionGroup var timeZone: TimeZoneOption

    @OptionGroup var output: OutputOptions<RaceCardOutput>

    @Flag(name: .long, help: "Report on stderr how many entries the API sent that were skipped.")
    var verbose = false

    /// The race number of `race <meeting> <number>`; nil for `race <race-id>`.
    var raceNumber: Int? {
        get throws {
            guard let number else { return nil }
            guard let value = MeetingRace.number(from: number) else {
                throw ValidationError(
                    "a race number is a whole number from 1 to 99, such as 7 or R7, not '\(number)'; "
                        + "'nexttogo meeting <name>' lists a meeting's races.")
            }
            return value
        }
    }

    func validate() throws {
        if try raceNumber != nil {
            guard !StarredMeetings.isBlank(raceID) else {
                throw ValidationError(
                    "give a meeting's name, as 'nexttogo meetings' lists it, then the race number.")
            }
            return
        }
        if racingDay.choosesMeetings {
            throw ValidationError(
                "--filter, --country and --date pick a race by its meeting and number, such as "
                    + "'nexttogo race happy 7 --filter horse'; a race id needs none of them.")
        }
        guard !raceID.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw ValidationError("give the id of a race, as 'nexttogo --json' prints it.")
        }
        guard raceID.count <= Race.longestID else {
            throw ValidationError(
                "a race id has at most \(Race.longestID) characters, and this one has "
                    + "\(raceID.count); copy the race_id that 'nexttogo --json' prints.")
        }
    }

    func run<C: Clock<Duration>>(in environment: CommandEnvironment<C>) async throws {
        let config = try environment.settingsStore.loadReportingProblems(to: environment)
        let terminal = environment.terminalCapabilities(noColorFlag: output.noColor)
        let zone = try timeZone.startTimeZone(local: environment.localTimeZone)
        let source = try RacingSource(
            feed: feed, pace: .still, configBrand: config.brand, environment: environment)
        let cards = try source.raceCards()
        let lookup = try raceNumber.map { number in
            (
                number: number,
                request: try racingDay.request(zone: zone, config: config, now: source.dates.now())
            )
        }
        let meetings = try lookup.map { _ in try source.meetings() }
        let stars = config.stars
        let style = OutputStyle(
            asJSON: output.json, verbose: verbose, usesColor: terminal.usesColor, width: terminal.width,
            timeZoneLabel: zone.label, dates: source.dates)
        let card = { @Sendable (name: String?) in
            RaceCardReport(
                timeZone: zone.timeZone, stars: stars, style: style, name: name)
        }
        // A race asked for by its meeting and number takes two requests: the day, then the card.
        let report = try await CommandDeadline.report(
            from: source, requests: lookup == nil ? 1 : 2, about: .raceCard
        ) {
            guard let lookup, let meetings else {
                return card(nil).report(for: await cards.card(raceID: raceID))
            }
            let day = await lookup.request.query.fetch(from: meetings)
            switch lookup.request.race(meeting: raceID, number: lookup.number, in: day) {
            case .success(let race):
                return card(race.name).report(for: await cards.card(raceID: race.id))
            case .failure(let failure): return failure.report
            }
        }
        try CommandOutcome(report, usesColor: terminal.usesColor).finish(in: environment)
    }
}
