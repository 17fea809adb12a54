import ArgumentParser
import Foundation
import SharedUtils

/// The demo's clock: the wall clock, unless `NEXTTOGO_DEMO_NOW` names the time the demo starts at.
///
/// The demo replays its recorded day on the clock, so what it shows depends on the hour. Pinning
/// the start makes a demo run repeatable, for the tests and for anyone showing a given hour of the
/// day: a report prints exactly that moment, and in a watch the clock runs on from there at the
/// wall clock's pace, so countdowns still tick. Only
/// the demo reads it: live races always follow the wall clock.
enum DemoClock {
    /// How a pinned demo clock moves once the program starts.
    enum Pace: Sendable {
        /// It stands at the pinned time: a report prints that one moment, the same on every run.
        case still
        /// It runs on at the wall clock's pace, so a watch's countdowns tick.
        case running
    }

    /// The environment variable that pins the demo's start, as an ISO 8601 time such as
    /// `2026-11-25T08:41:00Z`.
    static let variable = "NEXTTOGO_DEMO_NOW"
    /// The years the variable may name: those of a racing date, a year short of the last so the
    /// demo's day after is one too.
    static let years = CalendarDate.years.lowerBound...(CalendarDate.years.upperBound - 1)

    /// The time `text` names, or nil when `text` is nil or empty (the wall clock).
    /// - Throws: `ValidationError` (a usage error) when `text` is not an ISO 8601 time in `years`.
    static func start(from text: String?) throws -> Date? {
        guard let text, !text.isEmpty else { return nil }
        let shown = ShownTextLimit.safe(text, limit: ShownTextLimit.id)
        guard text.utf8.count <= 40, let date = try? Date(text, strategy: .iso8601),
            let year = Calendar(identifier: .gregorian).dateComponents(in: .gmt, from: date).year,
            years.contains(year)
        else {
            throw ValidationError(
                "\(variable) must be a time such as 2026-11-25T08:41:00Z (years \(years.lowerBound) to "
                    + "\(years.upperBound)), not '\(shown)'; unset it to follow the wall clock.")
        }
        return date
    }

    /// The demo's dates: `start`, standing or moving on from there by the time `clock` counts, as
    /// `pace` says, or `wallClock` itself when `start` is nil.
    static func dates<C: Clock<Duration>>(
        startingAt start: Date?, pace: Pace, wallClock: DateSource, clock: C
    ) -> DateSource {
        guard let start else { return wallClock }
        guard pace == .running else { return DateSource { start } }
        let began = clock.now
        return DateSource { start.addingTimeInterval(began.duration(to: clock.now).timeInterval) }
    }
}
