import Hummingbird
import PresentationLayer

/// Answers a path no route has with a page that says so and links to the board (or, under
/// `/api/`, `{"error": …}`), in place of the router's empty 404: a screen never goes blank.
struct UnknownPaths: RouterMiddleware {
    typealias Context = ServeRequestContext

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            throw ServeProblem.unknownPath
        }
    }
}
