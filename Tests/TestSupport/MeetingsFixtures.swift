import Foundation

/// The recorded racing day copied from `shared/fixtures/meetings`: a real answer of the meetings
/// endpoint, with 147 meetings and 1,370 races over two racing dates (see its `SOURCES.md`).
public enum MeetingsFixtures {
    /// The file name, without `.json`.
    public static let recordedDayName = "techguyonbikes__clb-helm__ec24e63__NedsMeetingData"
    /// How many meetings the recording holds.
    public static let recordedMeetingCount = 147
    /// How many race entries the recording holds.
    public static let recordedRaceCount = 1_370
    /// The date the recording was asked for.
    public static let recordedDate = "2023-07-13"
    /// A moment that fits the recording's statuses: after the last race it has results for
    /// (08:19 UTC on 12 July 2023) and before the first it has open that day (08:30).
    public static let recordedAt = Date(timeIntervalSince1970: 1_689_150_300)

    /// The bytes of the recording: 918,911 of them.
    public static func recordedDay() throws -> Data {
        guard
            let url = Bundle.module.url(
                forResource: recordedDayName, withExtension: "json", subdirectory: "Fixtures/meetings")
        else { throw CocoaError(.fileNoSuchFile) }
        return try Data(contentsOf: url)
    }
}
