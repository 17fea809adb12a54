import Hummingbird

/// Answers any method but GET and HEAD with 405 and the methods allowed: the server only shows.
struct ReadOnlyMethods: RouterMiddleware {
    typealias Context = ServeRequestContext

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard request.method == .get || request.method == .head else {
            return Response(status: .methodNotAllowed, headers: [.allow: "GET, HEAD"])
        }
        return try await next(request, context)
    }
}
