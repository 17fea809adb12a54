import Foundation
import HTTPTypes
import Hummingbird

/// A JSON record a cache may keep for `maxAge` seconds and then revalidate by its weak `tag`:
/// 304 with no body when the request's `If-None-Match` names the tag (`EntityTags`), else 200
/// with the record, made only then.
struct TaggedRecord: ResponseGenerator {
    /// How long a cache may keep a racing-day or race-card record.
    static let fetchedMaxAge = 5

    /// The record's weak entity tag.
    let tag: String
    /// How long a cache may keep the record, in seconds.
    let maxAge: Int
    /// Makes the record's JSON.
    let make: @Sendable () -> ByteBuffer

    /// The record `make` makes, tagged `tag`, kept for `maxAge` seconds.
    init(tag: String, maxAge: Int, make: @escaping @Sendable () -> ByteBuffer) {
        self.tag = tag
        self.maxAge = maxAge
        self.make = make
    }

    /// The record `json` of what was fetched at `updatedAt`, tagged with the server's `run` and
    /// that moment, so a cache revalidates it with a 304 until the next fetch.
    init(fetched json: String, updatedAt: Date?, run: String) {
        let stamp = Int64((updatedAt ?? .distantPast).timeIntervalSince1970 * 1_000)
        self.init(tag: "W/\"\(run)-\(stamp)\"", maxAge: Self.fetchedMaxAge) { ByteBuffer(string: json) }
    }

    func response(from request: Request, context: some RequestContext) -> Response {
        var headers: HTTPFields = [.eTag: tag, .cacheControl: "public, max-age=\(maxAge)"]
        if let ifNoneMatch = request.headers[.ifNoneMatch], EntityTags(ifNoneMatch).matches(tag) {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentType] = "application/json"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: make()))
    }
}
