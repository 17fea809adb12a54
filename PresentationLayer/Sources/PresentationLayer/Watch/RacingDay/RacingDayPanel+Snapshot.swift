import DomainLayer
import Foundation
import SharedUtils

extension RacingDayPanel {
    /// The status line for `snapshot` at `now`: when the day was fetched, or, after a failure,
    /// why, what is shown instead and when the next fetch is; nil snapshot is the first fetch
    /// under way.
    static func status(for snapshot: RacingDaySnapshot?, now: Date, clock: ClockTimeFormatter) -> String {
        guard let snapshot else { return "loading the day's meetings…" }
        let taken = snapshot.updatedAt.map(clock.hoursMinutesAndSeconds)
        guard let failure = snapshot.failure else {
            return taken.map { "meetings at \($0)" } ?? ""
        }
        let retry = RetryWording.clause(
            NextRetry(
                seconds: Int(saturating: snapshot.nextFetchAt.timeIntervalSince(now).rounded(.up)),
                clockTime: clock.hoursAndMinutes(snapshot.nextFetchAt)))
        guard snapshot.value != nil else { return failure.shortLabel + retry }
        return "\(failure.shortLabel): showing meetings from \(taken ?? "earlier")\(retry)"
    }
}
