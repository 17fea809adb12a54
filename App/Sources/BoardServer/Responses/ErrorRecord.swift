import Hummingbird

/// The record a record route answers when it has nothing to give, `{"error": …}`, its message a
/// sentence; never kept by a cache. The board and the racing day say "no data yet" alike, as
/// `/healthz` does with its 503.
struct ErrorRecord: ResponseEncodable {
    /// Why there is nothing to give.
    let error: String

    func response(from request: Request, context: some RequestContext) throws -> Response {
        var response = try context.responseEncoder.encode(self, from: request, context: context)
        response.headers[.cacheControl] = "no-cache"
        return response
    }
}
