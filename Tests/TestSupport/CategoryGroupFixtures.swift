import Foundation

/// The recorded answer of the v2 next-races route (`v2/racing/next-races-category-group`), copied
/// from `shared/fixtures/neds-v2`, and a way to move it in time.
public enum CategoryGroupFixtures {
    /// The file name (without `.json`) of the recording: five races of each category.
    public static let recordedName = "chiwi-yue__test-Yue-Ma__75b11f3__fake-race-result"
    /// How many races the recording lists.
    public static let recordedRaceCount = 15
    /// The recording's earliest start, `2022-11-21T01:24:00Z`.
    public static let recordedFirstStart = Date(timeIntervalSince1970: 1_668_993_840)

    /// The bytes of the recording.
    public static func recorded() throws -> Data {
        guard
            let url = Bundle.module.url(
                forResource: recordedName, withExtension: "json", subdirectory: "Fixtures/neds-v2")
        else { throw CocoaError(.fileNoSuchFile) }
        return try Data(contentsOf: url)
    }

    /// The recording with every start moved by the same amount, so that its earliest race starts
    /// at `firstStart`; the starts are written with fractions of a second, as the live route
    /// sometimes sends them.
    public static func rebased(firstStart: Date) throws -> Data {
        var root = try JSONSerialization.jsonObject(with: recorded()) as? [String: Any] ?? [:]
        var summaries = root["race_summaries"] as? [String: [String: Any]] ?? [:]
        let shift = firstStart.timeIntervalSince(recordedFirstStart)
        for (id, var summary) in summaries {
            if let start = (summary["advertised_start"] as? String).flatMap(parse) {
                summary["advertised_start"] = text(start.addingTimeInterval(shift))
            }
            summaries[id] = summary
        }
        root["race_summaries"] = summaries
        return try JSONSerialization.data(withJSONObject: root)
    }

    private static func parse(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }

    /// `date` as the v2 routes write a time, with fractions of a second.
    static func text(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.string(from: date)
    }
}
