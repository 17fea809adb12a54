import HTTPTypes
import Hummingbird

/// The headers every response carries: script, style and connections only from the page's own
/// origin (so no inline script runs, whatever a feed's text holds), no framing, no sniffing of
/// types and no referrer.
struct SecurityHeaders: RouterMiddleware {
    typealias Context = ServeRequestContext

    /// The page's Content-Security-Policy.
    static let policy =
        "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; "
        + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var response = try await next(request, context)
        response.headers[.contentSecurityPolicy] = Self.policy
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[HTTPField.Name("Referrer-Policy")!] = "no-referrer"
        return response
    }
}
