import DomainLayer
import Foundation
import PresentationLayer
import SharedUtils

/// Jump alerts in watch mode without a terminal: a timestamped line in the log and one desktop
/// notification for the races that alert at once, never a bell.
struct PlainAlertLog {
    private var alerts: JumpAlerts
    private var board: [Race] = []
    private let notifier: DesktopNotifier
    private let zone: StartTimeZone
    private let clock: ClockTimeFormatter
    private let dates: DateSource

    /// Alerts as `alerts` decides, with times shown in `zone` and read from `dates`.
    init(alerts: JumpAlerts, notifier: DesktopNotifier, zone: StartTimeZone, dates: DateSource) {
        self.dates = dates
        self.alerts = alerts
        self.notifier = notifier
        self.zone = zone
        clock = ClockTimeFormatter(timeZone: zone.timeZone)
    }

    /// Takes the races now on the board and alerts for any that call for it.
    mutating func receive(_ board: [Race]) {
        self.board = board
        check()
    }

    /// Alerts for the races on the board that call for it now.
    mutating func check() {
        let now = dates.now()
        let alerting = alerts.update(board: board, at: now)
        guard !alerting.isEmpty else { return }
        StandardStreams.write(
            JumpAlertText.logLine(
                for: alerting, at: now, clockText: zone.labelling(clock.hoursMinutesAndSeconds(now))),
            to: .standardOutput)
        if let notification = JumpAlertText.notification(for: alerting, at: now, clock: clock) {
            notifier.notify(notification)
        }
    }
}
