import Foundation
import SharedUtils

/// Turns a meetings body (`GET /v2/racing/meeting`) into a `MeetingsResponse`, with a short
/// reason when it is not one.
///
/// Like `RaceCardResponseDecoder`, it reads only the fields the program uses and passes over the
/// rest, checking the syntax of the whole body; the maps may come in any order, so each is read
/// whole before they are joined.
public enum MeetingsResponseDecoder {
    /// Decodes `body` leniently, meeting by meeting and race by race: an odd meeting, race or
    /// compound bet is skipped and counted, a body that is not a meetings response at all is an
    /// error.
    /// - Parameter body: The response body.
    /// - Throws: `FetchFailure.invalidResponse` with a short reason.
    public static func decode(_ body: Data) throws(FetchFailure) -> MeetingsResponse {
        let document = try JSONReader.document(in: body) { reader throws(JSONReader.SyntaxError) in
            try MeetingsDocument(reading: &reader)
        }
        return try document.response()
    }
}
