import Foundation

/// A day of the Gregorian calendar, such as 2023-07-13, with no time or zone: a racing date.
///
/// Its arithmetic counts whole days with the proleptic Gregorian rules (Howard Hinnant's
/// `days_from_civil`), so it needs no `Calendar` and costs nothing to compare or move.
public struct CalendarDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The years a calendar date may have: the API has nothing before 2000, and a start after
    /// 2100 is no race (as `RaceSummary.plausibleStarts` says).
    public static let years = 2000...2100

    /// The year, in `years`.
    public let year: Int
    /// The month, 1 to 12.
    public let month: Int
    /// The day of the month, 1 to 31.
    public let day: Int

    /// The date `year`-`month`-`day`; nil when there is no such day or the year is outside
    /// `years`.
    public init?(year: Int, month: Int, day: Int) {
        guard Self.years.contains(year), (1...12).contains(month),
            (1...Self.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The date written `YYYY-MM-DD`, with exactly those digits; nil for any other text or a
    /// day that does not exist.
    public init?(iso text: some StringProtocol) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else {
            return nil
        }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else {
            return nil
        }
        self.init(year: year, month: month, day: day)
    }

    /// The date it is at `instant` in `timeZone`; nil when that is outside `years`.
    public init?(containing instant: Date, in timeZone: TimeZone) {
        let local = instant.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: instant))
        guard local.isFinite, abs(local) < 1e12 else { return nil }
        self.init(daysSinceEpoch: Int((local / 86_400).rounded(.down)))
    }

    /// The date `days` days after 1970-01-01; nil outside `years`.
    init?(daysSinceEpoch days: Int) {
        // Hinnant's civil_from_days.
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        self.init(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
    }

    /// How many days after 1970-01-01 the date is.
    public var daysSinceEpoch: Int {
        // Hinnant's days_from_civil.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date `days` days later (earlier when negative); nil outside `years`.
    public func adding(days: Int) -> CalendarDate? {
        guard abs(days) <= 100_000 else { return nil }
        return CalendarDate(daysSinceEpoch: daysSinceEpoch + days)
    }

    /// How many days `self` is after `other` (negative when before).
    public func days(since other: CalendarDate) -> Int {
        daysSinceEpoch - other.daysSinceEpoch
    }

    /// The date as `YYYY-MM-DD`.
    public var description: String {
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }

    /// Earlier dates first.
    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
