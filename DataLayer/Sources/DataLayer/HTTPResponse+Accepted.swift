import Foundation

extension HTTPResponse {
    /// The headers of every request to the racing API: JSON asked for, as `userAgent`.
    static func requestHeaders(userAgent: String) -> [String: String] {
        ["User-Agent": userAgent, "Accept": "application/json"]
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
