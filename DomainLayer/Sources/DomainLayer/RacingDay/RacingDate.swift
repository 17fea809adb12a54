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
                if Self.looksLikeADate(trimmed) { throw .outOfRange(shown) }
                throw .notADate(shown)
            }
            date = parsed
        }
        guard abs(date.days(since: today)) <= farthestDays else { throw .tooFar(shown, today: today) }
        return date
    }

    /// Whether `text` has the form `YYYY-MM-DD` though it is no day 2000 to 2100 has.
    private static func looksLikeADate(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        return parts.map(\.count) == [4, 2, 2]
            && parts.allSatisfy { $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }
}

/// Why `--date` was refused.
public enum RacingDateError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text is neither a word the option knows nor `YYYY-MM-DD`.
    case notADate(String)
    /// The text has the form of a date, but no such day is in 2000 to 2100 (`2023-02-30`,
    /// `1999-12-31`).
    case outOfRange(String)
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
        case .tooFar(let text, let today):
            "--date '\(text)' is more than a year from today (\(today)); give a date within a year of it"
        case .clockOutOfRange:
            "the clock says a time outside 2000 to 2100, so there is no today; set the system clock"
        }
    }
}
