import Foundation
import SharedUtils

/// The racing date `--date` names: `today`, `tomorrow`, `yesterday` or `YYYY-MM-DD`, reckoned in
/// a time zone.
public enum RacingDate {
    /// The most days from today a date may be: the API plans about a week ahead and keeps results
    /// for some months, so a date over a year away is a slip (`2062` for `2026`).
    public static let farthestDays = 366

    /// The date `text` names, in any case and with spaces around it allowed.
    /// - Parameters:
    ///   - text: What the person typed.
    ///   - now: The wall clock's time.
    ///   - timeZone: The zone whose day `today` is: `--tz`, or the local one.
    /// - Throws: `RacingDateError` when the text is not a date, is outside 2000 to 2100, or is
    ///   more than `farthestDays` from today.
    public static func parse(_ text: String, now: Date, timeZone: TimeZone) throws(RacingDateError)
        -> CalendarDate
    {
        let shown = ShownTextLimit.safe(text, limit: ShownTextLimit.id)
        guard let today = CalendarDate(containing: now, in: timeZone) else { throw .clockOutOfRange }
        let trimmed = text.count > 20 ? "" : text.trimmingCharacters(in: .whitespaces).lowercased()
        let date: CalendarDate
        switch trimmed {
        case "today": return today
        case "tomorrow", "yesterday":
            guard let moved = today.adding(days: trimmed == "tomorrow" ? 1 : -1) else {
                throw .outOfRange(shown)
            }
            return moved
        default:
            guard let parsed = CalendarDate(iso: trimmed) else {
                guard let parts = Self.dateParts(trimmed) else { throw .notADate(shown) }
                guard (2000...2100).contains(parts.year) else { throw .outOfRange(shown) }
                guard (1...12).contains(parts.month) else {
                    throw .noSuchDay(shown, reason: "there is no month \(parts.month)")
                }
                throw .noSuchDay(shown, reason: "\(trimmed.prefix(7)) has no day \(parts.day)")
            }
            date = parsed
        }
        guard abs(date.days(since: today)) <= farthestDays else { throw .tooFar(shown, today: today) }
        return date
    }

    /// The year, month and day of `text` when it has the form `YYYY-MM-DD`, though it may be no
    /// day the calendar has; nil for any other form.
    private static func dateParts(_ text: String) -> (year: Int, month: Int, day: Int)? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.map(\.count) == [4, 2, 2],
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        return (year, month, day)
    }
}

/// Why `--date` was refused.
public enum RacingDateError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text is neither a word the option knows nor `YYYY-MM-DD`.
    case notADate(String)
    /// The text has the form of a date, but its year is outside 2000 to 2100 (`1999-12-31`).
    case outOfRange(String)
    /// The text has the form of a date in 2000 to 2100, but the calendar has no such day
    /// (`2026-02-30`, `2026-13-01`), for the `reason` given.
    case noSuchDay(String, reason: String)
    /// The date is more than `RacingDate.farthestDays` from today.
    case tooFar(String, today: CalendarDate)
    /// The wall clock is outside 2000 to 2100, so no day is today.
    case clockOutOfRange

    /// The reason in words, with what to give instead.
    public var description: String {
        switch self {
        case .notADate(let text):
            "--date '\(text)' is not a date; give today, tomorrow, yesterday or a date such as 2026-07-13"
        case .outOfRange(let text):
            "--date '\(text)' is no day between 2000-01-01 and 2100-12-31; give one such as 2026-07-13"
        case .noSuchDay(let text, let reason):
            "--date '\(text)' is not a date: \(reason); give one such as 2026-07-13"
        case .tooFar(let text, let today):
            "--date '\(text)' is more than a year from today (\(today)); give a date within a year of it"
        case .clockOutOfRange:
            "the clock says a time outside 2000 to 2100, so there is no today; set the system clock"
        }
    }
}
