import Foundation
import SharedUtils

/// Turns a race-card body into a `RaceCardResponse`, with a short reason when it is not one.
///
/// Like `NextRacesResponseDecoder`, it reads only the fields the program uses and passes over the
/// rest, checking the syntax of the whole body. Of the prices, only the fixed win and place are
/// read; the tote pools and the dividends are passed over.
public enum RaceCardResponseDecoder {
    /// Decodes `body` leniently: an odd entrant, price or result is skipped and counted, a body
    /// that is not a race card at all is an error.
    /// - Parameters:
    ///   - body: The response body.
    ///   - raceID: The id asked for, in any case.
    /// - Returns: The card, or nil when the body holds no race with that id: the API does not
    ///   know it.
    /// - Throws: `FetchFailure.invalidResponse` with a short reason.
    public static func decode(_ body: Data, raceID: String) throws(FetchFailure) -> RaceCardResponse? {
        let document = try JSONReader.document(in: body) { reader throws(JSONReader.SyntaxError) in
            try RaceCardDocument(reading: &reader)
        }
        return try document.response(raceID: raceID)
    }
}
