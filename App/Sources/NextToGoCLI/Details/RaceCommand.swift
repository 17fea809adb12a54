import ArgumentParser
import DomainLayer
import Foundation
import PresentationLayer

/// `nexttogo race <race-id>`: one race's card: its details, its status, and its field with fixed
/// prices and, once run, its results.
struct RaceCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "race",
        abstract:
            "Shows one race's card: its details and status, the runners, their fixed prices and the results.",
        discussion: """
            The race id is the race_id that 'nexttogo --json' prints. Any race the API knows can be \
            shown, before or after its start, with one request. With --demo, any race of the \
            recorded day can be shown, with the recorded card of its category, which names the race \
            it was recorded from.
            """)

    @Argument(help: ArgumentHelp("The race's id, as 'nexttogo --json' prints it.", valueName: "race-id"))
    var raceID: String

    @OptionGroup var feed: FeedOptions

    @OptionGroup var timeZone: TimeZoneOption

    @Flag(name: .long, help: "Print the race as a JSON object, for scripts.")
    var json = false

    @Flag(name: .customLong("no-color"), help: "Never colour the output.")
    var noColor = false

    func validate() throws {
        guard !raceID.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw ValidationError("give the id of a race, as 'nexttogo --json' prints it.")
        }
        guard raceID.count <= Race.longestID else {
            throw ValidationError(
                "a race id has at most \(Race.longestID) characters, and this one has "
                    + "\(raceID.count); copy the race_id that 'nexttogo --json' prints.")
        }
    }

    func run() async throws {
        let config = try AppWiring.settingsStore().loadReportingProblems()
        let terminal = TerminalCapabilities.standardOutput(noColorFlag: noColor)
        let zone = try timeZone.startTimeZone
        let source = try AppWiring.raceCardSource(for: feed, configBrand: config.brand)
        let report = await RaceCardReport(
            raceID: raceID, timeZone: zone.timeZone, timeZoneLabel: zone.label, stars: config.stars,
            asJSON: json, usesColor: terminal.usesColor, width: terminal.width, dates: AppWiring.dates,
            isDemo: source.isDemo
        )
        .produce(using: source.repository)
        try CommandOutcome(report, usesColor: terminal.usesColor).finish()
    }
}
