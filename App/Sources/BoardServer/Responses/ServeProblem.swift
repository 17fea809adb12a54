import HTTPTypes
import Hummingbird
import PresentationLayer

/// Why a page or record cannot be given, thrown by a route and answered by Hummingbird's router:
/// its status and a sentence saying why. A record (a path under `/api/`) answers `{"error": …}`
/// (`ErrorRecord`); a page, a notice in the page frame linking back to the meeting it names, or a
/// page of its own (a meeting not found, with the closest names). A screen refused for now (503)
/// is told when to ask again. A HEAD request gets the head alone, as Hummingbird's HEAD routes
/// give a GET route's answer: the router answers a thrown error after them.
struct ServeProblem: HTTPResponseError {
    /// How soon a screen refused for now should ask again, in seconds.
    static let retrySeconds = 60

    /// The status it is answered with: 404 or 503.
    let status: HTTPResponse.Status
    /// Why, as a sentence.
    let message: String
    /// The meeting a page's notice links back to.
    var meeting: String?
    /// The page answered in place of the notice.
    var page: String?

    /// Nothing of that name or id today: 404, a page's notice linking back to `meeting`.
    static func notFound(_ message: String, meeting: String? = nil) -> Self {
        ServeProblem(status: .notFound, message: message, meeting: meeting)
    }

    /// No meeting of the name asked: 404, with `page`, which says so and suggests the closest.
    static func noMeeting(page: String) -> Self {
        ServeProblem(status: .notFound, message: "No meeting of that name today.", page: page)
    }

    /// No route has the path: 404, a page that says so and links to the board.
    static let unknownPath = ServeProblem(
        status: .notFound, message: UnknownPathPage.message, page: UnknownPathPage.html)

    /// What was asked for has not arrived, or cannot be had now: 503.
    static func unavailable(_ message: String) -> Self {
        ServeProblem(status: .serviceUnavailable, message: message)
    }

    /// The screen's share of the race cards, or everyone's, is taken: 503.
    static let busy = unavailable(
        "Too many races are open on screens now (the races on the board always open); try again in a minute.")

    func response(from request: Request, context: some RequestContext) throws -> Response {
        var response =
            request.uri.path.hasPrefix("/api/")
            ? try ErrorRecord(error: message).response(from: request, context: context)
            : HTMLPage(html: page ?? RacingDayPages.notice(message, meeting: meeting)).response(
                from: request, context: context)
        response.status = status
        if status == .serviceUnavailable {
            response.headers[.retryAfter] = "\(Self.retrySeconds)"
        }
        return request.method == .head ? response.createHeadResponse() : response
    }
}
