import ArgumentParser
import DomainLayer
import Foundation
import PresentationLayer
import SharedUtils

/// `nexttogo alerts`: follows the racing day and the blackbook with no terminal, as a service
/// would, and sends each alert to the channels; one line on standard error per alert and per
/// failure; SIGTERM or Ctrl-C end it with status 0.
struct AlertsCommand: EnvironmentCommand {
    static let configuration = CommandConfiguration(
        commandName: "alerts",
        abstract: "Sends alerts to ntfy, a webhook or a command, with no terminal, until stopped.",
        discussion: """
            Follows the racing day and the blackbook: a followed runner, jockey or trainer running within \
            the hour, a followed runner scratched, and a watched price (a followed runner's, a starred \
            meeting's race's, a --watch-race race's) firming or drifting past the threshold (the config \
            file's "price_moves", else 20% within 30m), each sent once to every channel, even across a \
            restart. One line on stderr per alert and per failure; SIGTERM or Ctrl-C stop it with status \
            0. See docs/alerts.md for the channels, the thresholds and a systemd unit.
            """)

    @OptionGroup var channelOptions: AlertChannelOptions

    @OptionGroup var priceMoves: PriceMoveOptions

    @OptionGroup var races: RaceFilterOptions

    @OptionGroup var timeZone: TimeZoneOption

    @OptionGroup var feed: FeedOptions

    func run<C: Clock<Duration>>(in environment: CommandEnvironment<C>) async throws {
        let (service, channels) = try alertsService(in: environment)
        let stop = try StopSignal.opened(reportingIn: environment)
        environment.report(
            .note(AlertsMessages.started(channels: channels, followed: service.scope.blackbook.entries.count))
        )
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await service.run { environment.report(AlertsMessages.diagnostic(for: $0)) } }
            _ = await stop.wait()
            group.cancelAll()
        }
        environment.report(.note("stopped"))
    }

    /// What the command runs until stopped, and the channels it sends to, as its options and the
    /// config file ask in `environment`.
    /// - Throws: `ExitCode.failure` after saying so when there is no channel; what reading the
    ///   config file, the zone or the source throws.
    func alertsService<C: Clock<Duration>>(
        in environment: CommandEnvironment<C>
    ) throws -> (AlertsService<C>, [AlertChannel]) {
        let config = try environment.settingsStore.loadReportingProblems(to: environment)
        let channels = channelOptions.channels(config: config)
        guard !channels.isEmpty else {
            environment.report(
                .error(
                    "no channel to send alerts to",
                    hint:
                        #"give --ntfy URL, --webhook URL or --alert-command CMD, or set "alerts" in the config file"#
                ))
            throw ExitCode.failure
        }
        let blackbook = feed.demo ? config.blackbook.adding(.demo) : config.blackbook
        let scope = PriceWatchScope(
            blackbook: blackbook, stars: config.stars, raceIDs: Set(priceMoves.raceIDs))
        if scope.isEmpty {
            environment.report(BlackbookList.nobodyFollowed)
        }
        let settings = BoardSettings(
            filterFlag: races.categoryFilter, countFlag: nil, countryFlag: races.countryFilter, config: config
        )
        let zone = try timeZone.startTimeZone(local: environment.localTimeZone)
        let source = try RacingSource(
            feed: feed, pace: .running, configBrand: config.brand, environment: environment)
        let service = try AlertsService(
            scope: scope, threshold: priceMoves.threshold(config: config.priceMoves),
            channels: channels, source: source, settings: settings, zone: zone.timeZone,
            environment: environment)
        return (service, channels)
    }
}

extension AlertsCommand: EndingSignalHandling {
    /// Ctrl-C and SIGTERM stop it, with status 0; a hang-up ends it as before.
    var handledEndingSignals: Set<Int32> { StopSignal.numbers }
}
