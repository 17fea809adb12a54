import Foundation
import SharedUtils

extension HTTPResponse {
    /// The headers of every request to the racing API: JSON asked for, as `userAgent`, and a
    /// `Content-Type` of JSON, which the live gateway requires of every request, GET included
    /// (it answers HTTP 500 `unsupported content-type` without one, as seen from 2026).
    static func requestHeaders(userAgent: String) -> [String: String] {
        ["User-Agent": userAgent, "Accept": "application/json", "Content-Type": "application/json"]
    }

    /// The body of a successful answer no larger than `maximumBodySize` bytes.
    /// - Throws: `FetchFailure.routeRefused` when the route is not there (`isRouteRefusal`);
    ///   `FetchFailure.httpStatus`, with its `Retry-After`, for another status other than
    ///   2xx; `FetchFailure.responseTooLarge` for a larger body.
    func acceptedBody(maximumBodySize: Int = .max) throws(FetchFailure) -> Data {
        guard (200..<300).contains(status) else {
            if isRouteRefusal { throw .routeRefused(status: status) }
            throw .httpStatus(
                status, retryAfter: headers["retry-after"].flatMap(RetryAfter.init(headerValue:)))
        }
        guard body.count <= maximumBodySize else { throw .responseTooLarge(limit: maximumBodySize) }
        return body
    }
}

extension HTTPResponse {
    /// The words in a gateway's error body that say no service answers the route: go-micro's
    /// `rpc: can't find method …` and `service …: none available`.
    static let missingServiceMarkers = ["can't find method", "none available"]

    /// Whether this answer says the route itself is not there: HTTP 404, or HTTP 500 to 503
    /// whose body (its first 4 KB) carries one of `missingServiceMarkers`.
    public var isRouteRefusal: Bool {
        if status == 404 { return true }
        guard (500...503).contains(status) else { return false }
        let start = String(decoding: body.prefix(4_096), as: UTF8.self).lowercased()
        return Self.missingServiceMarkers.contains { start.contains($0) }
    }
}
