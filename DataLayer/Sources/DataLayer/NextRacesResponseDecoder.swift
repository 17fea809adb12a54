import Foundation

/// Turns a response body into a `NextRacesResponse`, with a short reason when it is not one.
public enum NextRacesResponseDecoder {
    /// Decodes `body` leniently: bad summaries are skipped, a body that is not a Neds
    /// next-races response at all is an error.
    /// - Throws: `NedsServiceError.invalidResponse` with a short reason.
    public static func decode(_ body: Data) throws(NedsServiceError) -> NextRacesResponse {
        guard !body.isEmpty else { throw .invalidResponse(reason: "the body is empty") }
        do {
            return try JSONDecoder().decode(NextRacesResponse.self, from: body)
        } catch let error as DecodingError {
            throw .invalidResponse(reason: reason(for: error))
        } catch {
            throw .invalidResponse(reason: "the body is not JSON")
        }
    }

    private static func reason(for error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, let context):
            "\(path(context.codingPath + [key])) is missing"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            "\(path(context.codingPath)) has the wrong type"
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            "the body is not JSON"
        case .dataCorrupted(let context):
            "\(path(context.codingPath)) is malformed"
        @unknown default:
            "the body is not a next-races response"
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.isEmpty ? "the body" : keys.map(\.stringValue).joined(separator: ".")
    }
}
