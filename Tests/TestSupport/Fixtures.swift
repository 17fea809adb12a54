import Foundation

/// The recorded Neds responses copied from `shared/fixtures/neds`, and ways to move them in time.
public enum Fixtures {
    /// The file names (without `.json`) of every recorded response.
    public static let recordedNames = [
        "arinjoy__next-to-go__f62bb75__next_races",
        "j-__next-to-go-react__payload-1768438793569",
        "j-__next-to-go-react__payload-1768481043296",
        "j-__next-to-go-react__payload-1768484374194",
        "j-__next-to-go-react__payload-1768521563983",
        "j-__next-to-go-react__payload-1768521692164",
        "j-__next-to-go-react__payload-1768522365856",
        "jonathanconway__entain-races-exercise__racing-mock",
        "waelsaad__Entain-Neds-Level__Racing",
    ]

    /// The bytes of the recorded response `name`.
    public static func data(named name: String) throws -> Data {
        guard
            let url = Bundle.module.url(
                forResource: name, withExtension: "json", subdirectory: "Fixtures/neds")
        else { throw CocoaError(.fileNoSuchFile) }
        return try Data(contentsOf: url)
    }

    /// The recorded response `name` as a JSON object.
    public static func object(named name: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: data(named: name)) as? [String: Any] ?? [:]
    }

    /// The recorded response `name` with every start moved by the same amount, so that its
    /// earliest race starts at `firstStart`.
    public static func rebased(_ name: String, firstStart: Date) throws -> Data {
        var root = try object(named: name)
        var data = root["data"] as? [String: Any] ?? [:]
        var summaries = data["race_summaries"] as? [String: [String: Any]] ?? [:]
        let starts = summaries.values.compactMap(startSeconds)
        let shift = firstStart.timeIntervalSince1970 - (starts.min() ?? 0)
        for (id, var summary) in summaries {
            if let seconds = startSeconds(summary) {
                summary["advertised_start"] = ["seconds": Int((seconds + shift).rounded())]
            }
            summaries[id] = summary
        }
        data["race_summaries"] = summaries
        root["data"] = data
        return try JSONSerialization.data(withJSONObject: root)
    }

    private static func startSeconds(_ summary: [String: Any]) -> Double? {
        (summary["advertised_start"] as? [String: Any])?["seconds"] as? Double
    }
}
