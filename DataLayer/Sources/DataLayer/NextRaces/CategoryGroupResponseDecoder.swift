import Foundation
import SharedUtils

/// Turns a body of the v2 next-races route (`v2/racing/next-races-category-group`) into a
/// `NextRacesResponse`, with a short reason when it is not one.
///
/// The body has no `status`/`data` wrapper: `category_race_map` lists each category's race ids
/// and `race_summaries` holds the races by id, shaped as the v1 route's. A race listed under two
/// categories is taken once and counted as skipped, as are ids with no usable summary.
public enum CategoryGroupResponseDecoder {
    /// Decodes `body` leniently: bad summaries are skipped, a body of another shape is an error.
    /// - Parameters:
    ///   - body: The response body.
    ///   - readingForms: Whether to read each race's `race_form` into `RaceSummary.form`.
    /// - Throws: `FetchFailure.invalidResponse` with a short reason.
    public static func decode(_ body: Data, readingForms: Bool = false) throws(FetchFailure)
        -> NextRacesResponse
    {
        let document = try JSONReader.document(in: body) { reader throws(JSONReader.SyntaxError) in
            try CategoryGroupDocument(reading: &reader, readingForms: readingForms)
        }
        return try document.response()
    }
}

/// The parts of a v2 next-races body the program uses, as read, before they are checked.
private struct CategoryGroupDocument {
    var isObject = false
    /// Each category's race ids, in the body's order; nil when missing, empty lists for
    /// categories whose entry is not the expected shape.
    var raceIDs: [[String]]?
    var mapHasWrongType = false
    var summaries: [String: RaceSummary]?
    var summariesHaveWrongType = false

    init(reading reader: inout JSONReader, readingForms: Bool) throws(JSONReader.SyntaxError) {
        guard try reader.nextKind() == .object else {
            try reader.skipValue(depth: 0)
            return
        }
        isObject = true
        try reader.readObject(depth: 0) { reader, key throws(JSONReader.SyntaxError) in
            switch key {
            case "category_race_map": try readMap(&reader)
            case "race_summaries": try readSummaries(&reader, readingForms: readingForms)
            default: try reader.skipValue(depth: 1)
            }
        }
    }

    private mutating func readMap(_ reader: inout JSONReader) throws(JSONReader.SyntaxError) {
        guard try reader.nextKind() == .object else {
            mapHasWrongType = true
            return try reader.skipValue(depth: 1)
        }
        var lists: [[String]] = []
        try reader.readObject(depth: 1) { reader, _ throws(JSONReader.SyntaxError) in
            guard try reader.nextKind() == .object else { return try reader.skipValue(depth: 2) }
            var ids: [String] = []
            try reader.readObject(depth: 2) { reader, key throws(JSONReader.SyntaxError) in
                guard key == "race_ids" else { return try reader.skipValue(depth: 3) }
                ids = try reader.readStrings(depth: 3)
            }
            lists.append(ids)
        }
        raceIDs = lists
    }

    private mutating func readSummaries(_ reader: inout JSONReader, readingForms: Bool)
        throws(JSONReader.SyntaxError)
    {
        guard try reader.nextKind() == .object else {
            summariesHaveWrongType = true
            return try reader.skipValue(depth: 1)
        }
        var read: [String: RaceSummary] = [:]
        try reader.readObject(depth: 1) { reader, id throws(JSONReader.SyntaxError) in
            read[id] = try RaceSummary(reading: &reader, depth: 2, readingForm: readingForms)
        }
        summaries = read
    }

    /// The response, or why the body is not a v2 next-races response.
    func response() throws(FetchFailure) -> NextRacesResponse {
        guard isObject else { throw .invalidResponse(reason: "the body has the wrong type") }
        guard !mapHasWrongType else { throw .invalidResponse(reason: "category_race_map has the wrong type") }
        guard let raceIDs else { throw .invalidResponse(reason: "category_race_map is missing") }
        guard !summariesHaveWrongType else {
            throw .invalidResponse(reason: "race_summaries has the wrong type")
        }
        guard let summaries else { throw .invalidResponse(reason: "race_summaries is missing") }
        let listed = raceIDs.joined()
        var response = NextRacesResponse(listing: Array(listed), from: summaries)
        // The v1 route lists each race once; here a race under two categories is worth a word.
        response.skippedCount += listed.count - Set(listed).count
        response.raceSummaries.sort { ($0.advertisedStart, $0.raceID) < ($1.advertisedStart, $1.raceID) }
        return response
    }
}
