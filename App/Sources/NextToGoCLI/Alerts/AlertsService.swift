import DomainLayer
import Foundation
import PresentationLayer
import SharedUtils

/// What sends alerts beside everything else, for `nexttogo alerts` and for a watch: the follower
/// of the day (the blackbook's alerts and the watched prices' moves), the demo's replayed price
/// move, and delivery to the channels, each in a task of its own until cancelled.
struct AlertsService<C: Clock<Duration>>: Sendable {
    /// The follower of the day and the cards.
    let follower: BlackbookFollower<C>
    /// Delivery to the channels; nil when there is none, as in a watch without channels.
    let delivery: AlertDelivery<C>?
    /// The demo's price replay; nil live, or without a channel.
    let replay: DemoPriceReplay?
    /// Whose prices are watched.
    let scope: PriceWatchScope
    /// How far a price must move to alert.
    let threshold: PriceMoveThreshold
    /// The zone the alerts word start times in.
    let timeZone: TimeZone
    /// When alerts are raised.
    let dates: DateSource

    /// The service following `scope`'s blackbook (and, with a channel, the prices of `scope` past
    /// `threshold`) on `source`'s day of the categories and countries `settings` asks for,
    /// sending to `channels`, with times in `zone`, in `environment`.
    init(
        scope: PriceWatchScope, threshold: PriceMoveThreshold, channels: [AlertChannel],
        source: RacingSource<C>, settings: BoardSettings, zone: TimeZone, environment: CommandEnvironment<C>
    ) throws {
        let delivery =
            channels.isEmpty
            ? nil
            : AlertDelivery(
                channels: channels,
                sender: LiveAlertSender(
                    poster: environment.poster(source.timeout), variables: environment.variables),
                sent: SentAlertsFile(besideConfig: .standard(environment: environment.variables)),
                clock: environment.clock,
                dates: source.dates)
        follower = BlackbookFollower(
            blackbook: scope.blackbook, meetings: try source.meetings(), cards: try source.raceCards(),
            categories: settings.filter, countries: settings.countries, timeZone: zone,
            prices: delivery == nil ? nil : scope, threshold: threshold, clock: environment.clock,
            dates: source.dates)
        self.delivery = delivery
        replay = delivery == nil ? nil : try source.demoPriceReplay()
        self.scope = scope
        self.threshold = threshold
        timeZone = zone
        dates = source.dates
    }

    /// Follows and sends until cancelled, handing `receive` each reading of the day and `report`
    /// what delivery did.
    func run(
        report: @escaping @Sendable (AlertDeliveryEvent) -> Void,
        receive: @escaping @Sendable (BlackbookReading) -> Void = { _ in }
    ) async {
        let clock = ClockTimeFormatter(timeZone: timeZone)
        await withTaskGroup(of: Void.self) { group in
            if let delivery {
                group.addTask { await delivery.run(report: report) }
            }
            group.addTask {
                await follower.run { reading in
                    receive(reading)
                    for alert in reading.alerts(time: clock.hoursAndMinutes) { delivery?.post(alert) }
                }
            }
            if let replay, let delivery {
                group.addTask {
                    let alerts = await replay.alerts(
                        scope: scope, threshold: threshold, timeZone: timeZone, time: clock.hoursAndMinutes,
                        at: dates.now())
                    for alert in alerts { delivery.post(alert) }
                }
            }
            await group.waitForAll()
        }
    }
}
