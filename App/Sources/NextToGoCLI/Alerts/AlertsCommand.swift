import ArgumentParser
import DataLayer
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
            the hour, and a followed runner scratched, each sent once to every channel, even across a \
            restart. One line on stderr per alert and per failure; SIGTERM or Ctrl-C stop it with status \
            0. See docs/alerts.md for the channels and a systemd unit.
            """)

    @OptionGroup var channelOptions: AlertChannelOptions

    @OptionGroup var races: RaceFilterOptions

    @OptionGroup var timeZone: TimeZoneOption

    @OptionGroup var feed: FeedOptions

    func run<C: Clock<Duration>>(in environment: CommandEnvironment<C>) async throws {
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
        if blackbook.isEmpty {
            environment.report(BlackbookList.nobodyFollowed)
        }
        let poster = environment.poster(.seconds(feed.timeout))
        let settings = BoardSettings(
            filterFlag: races.categoryFilter, countFlag: nil, countryFlag: races.countryFilter, config: config
        )
        let zone = try timeZone.startTimeZone(local: environment.localTimeZone)
        let source = try RacingSource(
            feed: feed, pace: .running, configBrand: config.brand, environment: environment)
        let follower = BlackbookFollower(
            blackbook: blackbook, meetings: try source.meetings(), cards: try source.raceCards(),
            categories: settings.filter, countries: settings.countries, timeZone: zone.timeZone,
            clock: environment.clock, dates: source.dates)
        let delivery = AlertDelivery(
            channels: channels, sender: LiveAlertSender(poster: poster, variables: environment.variables),
            sent: SentAlertsFile(besideConfig: environment.settingsStore.location), clock: environment.clock,
            dates: source.dates)
        let stop = try StopSignal.opened(reportingIn: environment)
        let clock = ClockTimeFormatter(timeZone: zone.timeZone)
        environment.report(
            .note(AlertsMessages.started(channels: channels, followed: blackbook.entries.count)))
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await delivery.run { environment.report(AlertsMessages.diagnostic(for: $0)) } }
            group.addTask {
                await follower.run { reading in
                    for alert in BlackbookAlerts.alerts(
                        for: reading.sightings, time: clock.hoursAndMinutes, at: reading.at)
                    {
                        delivery.post(alert)
                    }
                }
            }
            _ = await stop.wait()
            group.cancelAll()
        }
        environment.report(.note("stopped"))
    }
}

extension AlertsCommand: EndingSignalHandling {
    /// Ctrl-C and SIGTERM stop it, with status 0; a hang-up ends it as before.
    var handledEndingSignals: Set<Int32> { StopSignal.numbers }
}
