import Foundation
import SharedUtils

/// Wakes once a second, just after each whole second of the date source, so countdowns change
/// in step with the wall clock.
struct SecondTicker: Sendable {
    /// Where the time of day comes from.
    let dates: DateSource
    /// What the ticker sleeps on.
    let clock: any Clock<Duration>

    /// Sleeps until just after the next whole second; false when cancelled.
    func sleepUntilNextSecond() async -> Bool {
        let now = dates.now().timeIntervalSince1970
        let untilNext = (now.rounded(.down) + 1 - now) + 0.005
        return (try? await clock.sleep(for: .seconds(untilNext))) != nil
    }
}
