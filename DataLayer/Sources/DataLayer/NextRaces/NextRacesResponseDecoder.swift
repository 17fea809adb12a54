import Foundation
import SharedUtils

/// Turns a response body into a `NextRacesResponse`, with a short reason when it is not one.
///
/// It reads only the fields the program uses and passes over the rest, checking the syntax of the
/// whole body as it goes. Most of a body is `race_form` detail, read only when asked for: the
/// board needs none of it.
public enum NextRacesResponseDecoder {
    /// Decodes `body` leniently: bad summaries are skipped, a body that is not a Neds
    /// next-races response at all is an error.
    /// - Parameters:
    ///   - body: The response body.
    ///   - readingForms: Whether to read each race's `race_form` into `RaceSummary.form`.
    /// - Throws: `FetchFailure.invalidResponse` with a short reason.
    public static func decode(_ body: Data, readingForms: Bool = false) throws(FetchFailure)
        -> NextRacesResponse
    {
        let document = try JSONReader.document(in: body) { reader throws(JSONReader.SyntaxError) in
            try NextRacesDocument(reading: &reader, readingForms: readingForms)
        }
        return try document.response()
    }
}

/// The parts of a next-races body the program uses, as read, before they are checked.
///
/// A body with a syntax error anywhere is not JSON, whatever else is wrong with it, so the shape
/// is checked only once the whole body has been read.
private struct NextRacesDocument {
    /// A part of the body that should be there.
    enum Part<Value> {
        case missing
        case wrongType
        case present(Value)
    }

    var isObject = false
    var data = Part<Void>.missing
    var nextToGoIDs = Part<[String]>.missing
    /// The usable summaries by the id they are filed under.
    var raceSummaries = Part<[String: RaceSummary]>.missing

    /// Whether summaries' `race_form` is read.
    let readingForms: Bool

    init(reading reader: inout JSONReader, readingForms: Bool) throws(JSONReader.SyntaxError) {
        self.readingForms = readingForms
        guard try reader.nextKind() == .object else {
            try reader.skipValue(depth: 0)
            return
        }
        isObject = true
        try reader.readObject(depth: 0) { reader, key throws(JSONReader.SyntaxError) in
            guard key == "data" else { return try reader.skipValue(depth: 1) }
            try readData(&reader)
        }
    }

    private mutating func readData(_ reader: inout JSONReader) throws(JSONReader.SyntaxError) {
        guard try reader.nextKind() == .object else {
            data = .wrongType
            return try reader.skipValue(depth: 1)
        }
        data = .present(())
        try reader.readObject(depth: 1) { reader, key throws(JSONReader.SyntaxError) in
            switch key {
            case "next_to_go_ids": try readNextToGoIDs(&reader)
            case "race_summaries": try readRaceSummaries(&reader)
            default: try reader.skipValue(depth: 2)
            }
        }
    }

    private mutating func readNextToGoIDs(_ reader: inout JSONReader) throws(JSONReader.SyntaxError) {
        guard try reader.nextKind() == .array else {
            nextToGoIDs = .wrongType
            return try reader.skipValue(depth: 2)
        }
        var ids: [String] = []
        var allStrings = true
        try reader.readArray(depth: 2) { reader throws(JSONReader.SyntaxError) in
            if let id = try reader.readStringIfPresent(depth: 3) {
                ids.append(id)
            } else {
                allStrings = false
            }
        }
        nextToGoIDs = allStrings ? .present(ids) : .wrongType
    }

    private mutating func readRaceSummaries(_ reader: inout JSONReader) throws(JSONReader.SyntaxError) {
        guard try reader.nextKind() == .object else {
            raceSummaries = .wrongType
            return try reader.skipValue(depth: 2)
        }
        var summaries: [String: RaceSummary] = [:]
        if case .present(let ids) = nextToGoIDs {
            // The ids come first in the API's bodies; one summary each is the usual case.
            summaries.reserveCapacity(ids.count)
        }
        try reader.readObject(depth: 2) { reader, id throws(JSONReader.SyntaxError) in
            summaries[id] = try RaceSummary(reading: &reader, depth: 3, readingForm: readingForms)
        }
        raceSummaries = .present(summaries)
    }

    /// The response, or why the body is not a next-races response.
    func response() throws(FetchFailure) -> NextRacesResponse {
        guard isObject else { throw .invalidResponse(reason: "the body has the wrong type") }
        switch data {
        case .missing: throw .invalidResponse(reason: "data is missing")
        case .wrongType: throw .invalidResponse(reason: "data has the wrong type")
        case .present: break
        }
        let ids: [String]
        switch nextToGoIDs {
        case .missing: throw .invalidResponse(reason: "data.next_to_go_ids is missing")
        case .wrongType: throw .invalidResponse(reason: "data.next_to_go_ids has the wrong type")
        case .present(let value): ids = value
        }
        let summaries: [String: RaceSummary]
        switch raceSummaries {
        case .missing: throw .invalidResponse(reason: "data.race_summaries is missing")
        case .wrongType: throw .invalidResponse(reason: "data.race_summaries has the wrong type")
        case .present(let value): summaries = value
        }
        return NextRacesResponse(listing: ids, from: summaries)
    }
}
