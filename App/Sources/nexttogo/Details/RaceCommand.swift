import ArgumentParser
import DomainLayer
import Foundation

/// `nexttogo race <race-id>`: what the feed tells about one race beyond its start.
struct RaceCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "race",
        abstract: "Shows one race's details: distance, track, weather, class, start, prize money, comment.",
        discussion: """
            The race id is the race_id that 'nexttogo --json' prints. A race can be looked up while \
            the feed lists it, until a couple of minutes after its start.
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
    }

    func run() async throws {
        let stars = try ConfigFile.standard().loadReportingProblems().stars
        let outcome = await RaceDetailsReport(
            raceID: raceID, zone: try timeZone.startTimeZone, stars: stars, asJSON: json,
            offersDemo: !feed.demo,
            terminal: TerminalCapabilities.standardOutput(noColorFlag: noColor)
        )
        .produce(using: try feed.repository(readsRaceForms: true))
        try outcome.finish()
    }
}
