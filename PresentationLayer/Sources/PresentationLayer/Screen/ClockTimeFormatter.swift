import Foundation

/// Formats a moment as a 24-hour local clock time, such as `14:05` or `14:05:09`.
public struct ClockTimeFormatter: Sendable {
    private let calendar: Calendar

    /// Creates a formatter for `timeZone`.
    public init(timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// Hours and minutes, such as `14:05`.
    public func hoursAndMinutes(_ date: Date) -> String {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return "\(pad(parts.hour)):\(pad(parts.minute))"
    }

    /// Hours, minutes and seconds, such as `14:05:09`.
    public func hoursMinutesAndSeconds(_ date: Date) -> String {
        let parts = calendar.dateComponents([.hour, .minute, .second], from: date)
        return "\(pad(parts.hour)):\(pad(parts.minute)):\(pad(parts.second))"
    }

    /// The date, then hours and minutes, such as `2023-07-12 19:30`, for a moment too far from
    /// now for its time alone to say which day.
    public func dateHoursAndMinutes(_ date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return "\(parts.year ?? 0)-\(pad(parts.month))-\(pad(parts.day)) \(hoursAndMinutes(date))"
    }

    private func pad(_ value: Int?) -> String {
        let value = value ?? 0
        return value < 10 ? "0\(value)" : "\(value)"
    }
}
