import DomainLayer
import Foundation

extension RaceCardRecording {
    /// Where a demo card comes from, as the card says it: `recorded from Bendigo R6, 12 Jul 2023`.
    public var recordedFromText: String {
        "recorded from \(meetingName) R\(raceNumber), \(Self.dayText(meetingDate))"
    }

    private static let monthNames = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]

    /// The meeting's day, such as `12 Jul 2023`: the date of its 00:00 UTC, in every time zone,
    /// since it is the meeting's date and not a moment.
    private static func dayText(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        let month = parts.month.flatMap { monthNames.indices.contains($0 - 1) ? monthNames[$0 - 1] : nil }
        return "\(parts.day ?? 0) \(month ?? "") \(parts.year ?? 0)"
    }
}
