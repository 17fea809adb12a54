import Foundation

/// The race a demo card was recorded from: the demo shows each race the recorded card of its
/// category, so the card names the race its field, prices and facts are really from, and is
/// never taken for the demo race's own.
public struct RaceCardRecording: Sendable, Hashable {
    /// The recorded race's meeting, such as "Bendigo", safe to print.
    public let meetingName: String
    /// The recorded race's number within its meeting.
    public let raceNumber: Int
    /// The recorded meeting's date, at 00:00 UTC.
    public let meetingDate: Date

    /// Creates a recording's origin from its parts.
    public init(meetingName: String, raceNumber: Int, meetingDate: Date) {
        self.meetingName = meetingName
        self.raceNumber = raceNumber
        self.meetingDate = meetingDate
    }
}
