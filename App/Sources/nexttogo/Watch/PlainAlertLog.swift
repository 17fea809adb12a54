import DomainLayer
import Foundation
import PresentationLayer

/// Jump alerts in watch mode without a terminal: a timestamped line in the log and a desktop
/// notification for each alert, never a bell.
actor PlainAlertLog {
    private var alerts: JumpAlerts
    private var board: [Race] = []
    private let notifier: DesktopNotifier
    private let zone: StartTimeZone
    private let clock: ClockTimeFormatter

    /// Alerts as `alerts` decides, with times shown in `zone`.
    init(alerts: JumpAlerts, notifier: DesktopNotifier, zone: StartTimeZone) {
        self.alerts = alerts
        self.notifier = notifier
        self.zone = zone
        clock = ClockTimeFormatter(timeZone: zone.timeZone)
    }

    /// Takes the races now on the board and alerts for any that call for it.
    func receive(_ board: [Race]) {
        self.board = board
        check()
    }

    /// Alerts for the races on the board that call for it now.
    func check() {
        let now = Date()
        let alerting = alerts.update(board: board, at: now)
        guard !alerting.isEmpty else { return }
        StandardStreams.write(
            Self.line(for: alerting, at: now, clockText: zone.labelling(clock.hoursMinutesAndSeconds(now))),
            to: .standardOutput)
        for race in alerting {
            notifier.notify(JumpAlertText.notification(for: race, at: now, clock: clock))
        }
    }

    /// The log line for `races` alerting at `now`, shown as `clockText`, such as
    /// `== 14:03:07 · Jump alert: Flemington R4 in 2m 00s`.
    static func line(for races: [Race], at now: Date, clockText: String) -> String {
        "== \(clockText) · \(JumpAlertText.banner(for: races, at: now))\n"
    }
}
