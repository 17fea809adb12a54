import Foundation

/// The race a demo card was recorded from, which the card names so that it is never taken for
/// the demo race's own.
public struct RecordedRaceCardOrigin: Sendable, Equatable {
    /// The recorded race's meeting, such as "Bendigo".
    public let meetingName: String
    /// The recorded race's number within its meeting.
    public let raceNumber: Int
    /// The recorded meeting's date, at 00:00 UTC.
    public let meetingDate: Date

    /// Creates an origin from its parts.
    public init(meetingName: String, raceNumber: Int, meetingDate: Date) {
        self.meetingName = meetingName
        self.raceNumber = raceNumber
        self.meetingDate = meetingDate
    }
}
