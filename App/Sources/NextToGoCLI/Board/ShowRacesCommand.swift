import ArgumentParser
import DataLayer
import DomainLayer
import Foundation
import PresentationLayer

/// `nexttogo show`, the default subcommand: the next races to jump, once or as a live screen.
struct ShowRacesCommand: EnvironmentCommand {
    /// The name and help; made for each run, as its overview names the run's config file.
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "show",
            abstract: "Shows the next races to jump (what nexttogo does with no subcommand).",
            discussion: """
                --filter, --country, --count and --group default to the "filter", "country", "count" and \
                "group" of the config file (\(ConfigFile.standard(environment: HelpContext.current.variables).url.path)), then to every category, \
                every country, 5 races and one list. --alert defaults to its "alert"; alerts ring only in watch mode, as races \
                near their jump, so --alert and --alert-starred need --watch.
                """)
    }

    @OptionGroup var races: RaceFilterOptions

    @OptionGroup var raceCount: RaceCountOption

    /// The `--count` given; nil when left out.
    var count: Int? { raceCount.count }

    @Flag(exclusivity: .chooseLast) var grouping: GroupingFlag?

    /// `--group` (true) or `--no-group` (false), the last one given; nil for neither.
    var group: Bool? { grouping.map { $0 == .group } }

    @Flag(name: .long, help: "Show only races of starred meetings.")
    var starred = false

    @Flag(name: .customLong("starred-first"), help: "Put the shown races of starred meetings first.")
    var starredFirst = false

    @OptionGroup var timeZone: TimeZoneOption

    @OptionGroup var output: OutputOptions<RacesOutput>

    @Flag(
        name: [.customShort("w"), .long],
        help:
            ArgumentHelp(
                "Keep a live screen: countdowns tick, the list refreshes itself; keys: \(WatchViewModel.boardKeys)."
            )
    )
    var watch = false

    // Unconditional, so that `--alert -5m` is read as a duration and refused as a negative one.
    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp(
            "With --watch, ring when a race is this close to its jump, such as 90s, 5m or 2m30s.",
            valueName: "duration"))
    var alert: String?

    @Flag(name: .customLong("alert-starred"), help: "Alert only for races of starred meetings.")
    var alertStarred = false

    @OptionGroup var feed: FeedOptions

    @OptionGroup(title: "ALERT CHANNELS (WITH --watch)") var alertChannels: AlertChannelOptions

    @Flag(
        name: .long,
        help:
            "Report on stderr how many races the feed sent that were skipped, and the API's route when not the first."
    )
    var verbose = false

    /// Where starred meetings' races go, from `--starred` and `--starred-first`.
    var starredPlacement: StarredPlacement {
        starred ? .only : starredFirst ? .first : .inStartOrder
    }

    /// How long before its start a race alerts, from `--alert`; nil when there is no `--alert`.
    var alertLead: Duration? {
        get throws {
            guard let alert else { return nil }
            if alert.hasPrefix("-"), DurationText(String(alert.dropFirst())) != nil {
                throw ValidationError(
                    "--alert cannot be negative: give a duration \(AlertSettings.leadRangeText) before "
                        + "the jump, such as \(DurationText.examples), not '\(alert)'.")
            }
            guard let lead = AlertSettings.lead(from: alert) else {
                throw ValidationError(
                    "--alert needs a duration \(AlertSettings.leadRangeText), such as "
                        + "\(DurationText.examples), not '\(alert)'.")
            }
            return lead
        }
    }

    func validate() throws {
        if watch && output.json {
            throw ValidationError("--watch draws a live screen, so it cannot be used with --json.")
        }
        if starred && starredFirst {
            throw ValidationError(
                "--starred shows only starred meetings, so it cannot be used with --starred-first.")
        }
        // A bad duration is named first: it is wrong with or without --watch.
        _ = try alertLead
        if !watch, let flag = alert != nil ? "--alert" : alertStarred ? "--alert-starred" : nil {
            throw ValidationError("\(flag) works only with --watch, where races count down to their jump.")
        }
        if !watch && !alertChannels.channels.isEmpty {
            throw ValidationError(
                "--ntfy, --webhook and --alert-command work only with --watch (or 'nexttogo alerts').")
        }
    }

    func run<C: Clock<Duration>>(in environment: CommandEnvironment<C>) async throws {
        let store = environment.settingsStore
        let config = try store.loadReportingProblems(to: environment)
        let settings = BoardSettings(
            filterFlag: races.categoryFilter, countFlag: count, groupFlag: group,
            countryFlag: races.countryFilter,
            config: config)
        let alerts = AlertSettings(leadFlag: try alertLead, starredOnlyFlag: alertStarred, config: config)
        if alertStarred && alerts.lead == nil {
            throw ValidationError(#"--alert-starred needs --alert, or an "alert" in the config file."#)
        }
        let stars = StarPreferences(meetings: config.stars, placement: starredPlacement)
        let zone = try timeZone.startTimeZone(local: environment.localTimeZone)
        let terminal = environment.terminalCapabilities(noColorFlag: output.noColor)
        // The details Enter shows in watch mode come from the race forms; a watch's bodies are small.
        let source = try RacingSource(
            feed: feed, pace: watch ? .running : .still, configBrand: config.brand, environment: environment)
        let repository = try source.races(readsRaceForms: watch, timeZone: zone.timeZone)
        if watch {
            let blackbook = feed.demo ? config.blackbook.adding(.demo) : config.blackbook
            let status = await WatchSession(
                filter: settings.filter, countries: settings.countries, stars: stars, layout: settings.layout,
                limit: settings.count,
                zone: zone, repository: repository, terminal: terminal,
                alertRule: alerts.rule(stars: config.stars), store: store,
                raceCards: try source.raceCards(), meetings: try source.meetings(), blackbook: blackbook,
                alerts: try watchAlerts(
                    blackbook: blackbook, config: config, source: source, settings: settings,
                    zone: zone.timeZone,
                    environment: environment),
                dates: source.dates, environment: environment
            ).run()
            if status != 0 { throw ExitCode(status) }
            return
        }
        if starred && config.stars.isEmpty {
            environment.report(CommandLineNotice.noMeetingStarred)
        }
        let oneShot = OneShotReport(
            style: OutputStyle(
                asJSON: output.json, verbose: verbose, usesColor: terminal.usesColor, width: terminal.width,
                timeZoneLabel: zone.label, dates: source.dates))
        let interactor = source.interactor(
            repository: repository, schedule: .oneShot, countries: settings.countries)
        let presenter = BoardPresenter(timeZone: zone.timeZone)
        let (filter, layout, limit) = (settings.filter, settings.layout, settings.count)
        // A short board climbs the one-shot's ladder of counts within its bound of requests.
        let report = try await CommandDeadline.report(
            from: source, requests: NextRacesSchedule.oneShotRequestLimit, about: .races
        ) {
            oneShot.report(
                for: await interactor.firstSnapshot(for: filter, stars: stars, layout: layout, limit: limit),
                presenter: presenter)
        }
        try CommandOutcome(report, usesColor: terminal.usesColor).finish(in: environment)
    }

    /// What a watch sends to the channels beside the screen (`--ntfy` and the like, else the
    /// config file's): the blackbook's alerts, and the prices of followed runners and starred
    /// meetings' races past the config file's threshold; with no channel, only the follower of
    /// the blackbook that marks its races.
    func watchAlerts<C: Clock<Duration>>(
        blackbook: Blackbook, config: SavedConfig, source: RacingSource<C>, settings: BoardSettings,
        zone: TimeZone, environment: CommandEnvironment<C>
    ) throws -> AlertsService<C> {
        try AlertsService(
            scope: PriceWatchScope(blackbook: blackbook, stars: config.stars),
            threshold: PriceMoveSettings().threshold(over: config.priceMoves),
            channels: alertChannels.channels(config: config), source: source, settings: settings, zone: zone,
            environment: environment)
    }
}
