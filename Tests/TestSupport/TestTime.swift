import Foundation
import SharedUtils

/// The time the tests run at, whatever the hour: `NEXTTOGO_TEST_NOW` when set, the one switch
/// `.ci/run` turns to run the whole suite at other hours of the day, else a morning in UTC.
///
/// Every source of time a test gives the code follows it: the demo's pinned start of a launched
/// program, the wall clock of a command run in-process, and the starts of the recordings the
/// test servers play to them. Only a program launched against a live test server keeps the real
/// wall clock (it cannot be handed another), and its server plays to that.
public enum TestTime {
    /// The variable that sets the time.
    public static let variable = "NEXTTOGO_TEST_NOW"

    /// The time as ISO 8601 text, as `NEXTTOGO_DEMO_NOW` takes it.
    public static let text = ProcessInfo.processInfo.environment[variable] ?? "2026-11-25T08:41:00Z"

    /// The time the test run starts at.
    public static let start =
        (try? Date(text, strategy: .iso8601)) ?? Date(timeIntervalSince1970: 1_795_596_060)

    /// When the test process began, on the continuous clock.
    private static let began = ContinuousClock.now

    /// The test run's wall clock: `start`, running on by the time the test process has run, so
    /// that recordings served now and read later are as far apart as on a real clock.
    public static let dates = DateSource {
        start.addingTimeInterval((ContinuousClock.now - began).timeInterval)
    }
}
