import Foundation

extension HTTPResponse {
    /// The headers of every request to the racing API: JSON asked for, as `userAgent`, and a
    /// `Content-Type` of JSON, which the live gateway requires of every request, GET included
    /// (it answers HTTP 500 `unsupported content-type` without one, as seen from 2026).
    static func requestHeaders(userAgent: String) -> [String: String] {
        ["User-Agent": userAgent, "Accept": "application/json", "Content-Type": "application/json"]
    }

    /// The body of a successful answer no larger than `maximumBodySize` bytes.
    /// - Throws: `NedsServiceError.httpStatus`, with its `Retry-After`, for a status other than
    ///   2xx; `NedsServiceError.responseTooLarge` for a larger body.
    func acceptedBody(maximumBodySize: Int = .max) throws(NedsServiceError) -> Data {
        guard (200..<300).contains(status) else {
            throw .httpStatus(
                status, retryAfter: headers["retry-after"].flatMap(RetryAfter.init(headerValue:)))
        }
        guard body.count <= maximumBodySize else { throw .responseTooLarge(limit: maximumBodySize) }
        return body
    }
}
