import DomainLayer
import Foundation
import Hummingbird
import PresentationLayer

/// The board from the one `BoardHub`: its page (`/`, and `/?tv` for a TV), its races as the
/// `--json` records (`/api/board`), and the server's health (`/healthz`).
struct BoardRoutes: Sendable {
    /// How long a cache may keep the board's record: a second, so a proxy in front asks the
    /// server once a second however many screens ask it.
    static let recordMaxAge = 1

    /// The one board every screen shows.
    let hub: BoardHub
    /// The screens' event streams, counted on `/healthz`.
    let streams: EventStreamFanOut
    /// The zone start times are shown in.
    let timeZone: TimeZone
    /// The event stream the page follows: `/events`, or an Nchan channel's (`serve --events-url`).
    let eventsPath: String
    /// The wall clock the countdowns are worked out from.
    let now: @Sendable () -> Date
    /// The board's records, made once per change and second.
    let rendered: RenderedBoard
    /// How publishing to a channel goes; nil when the board is not published.
    let publishing: PublishStatus?

    /// The routes, to add to the router.
    var endpoints: RouteCollection<ServeRequestContext> {
        RouteCollection(context: ServeRequestContext.self)
            .get("/", use: page)
            .get("/api/board", use: record)
            .get("/healthz", use: health)
    }

    /// The board's page, laid out for a TV when the query has `tv`.
    @Sendable func page(_ request: Request, context: ServeRequestContext) -> HTMLPage {
        let layout: BoardPage.Layout = request.uri.queryParameters["tv"] == nil ? .standard : .tv
        return HTMLPage(
            html: BoardPage(timeZone: timeZone, layout: layout, eventsPath: eventsPath).html(
                for: hub.current.snapshot, at: now()))
    }

    /// The board's races as `nexttogo --json` prints them; a weak tag names the board's version,
    /// as the countdown seconds in it move on while the board stays the same. Until the racing API
    /// has answered, 503 with why, as `/healthz` and the racing day's records say it.
    @Sendable func record(_ request: Request, context: ServeRequestContext) throws(ServeProblem)
        -> TaggedRecord
    {
        let (current, rendered, now) = (hub.current, rendered, now)
        guard let snapshot = current.snapshot, snapshot.updatedAt != nil else {
            throw .unavailable(Self.boardMissing(current.snapshot))
        }
        return TaggedRecord(tag: "W/\"\(hub.run)-\(current.version)\"", maxAge: Self.recordMaxAge) {
            rendered.record(for: current, at: now())
        }
    }

    /// Why there is no board yet: the racing API's failure, or that it has not answered.
    static func boardMissing(_ snapshot: NextRacesSnapshot?) -> String {
        snapshot?.failure.map { "The board cannot be shown: \($0.message)." } ?? "The board has not arrived."
    }

    /// 200 with when the racing API last answered, whether the board is stale, how many screens
    /// follow it and, when it is published, where to and why posts fail while they do; 503 until
    /// the API has answered once. Its JSON is PresentationLayer's (`BoardHealth`).
    @Sendable func health(_ request: Request, context: ServeRequestContext) -> Response {
        let record = BoardHealth(
            snapshot: hub.current.snapshot, screens: streams.count,
            publishing: publishing.map { BoardHealth.Publishing(to: $0.location, failure: $0.failure) })
        return Response(
            status: record.hasAnswered ? .ok : .serviceUnavailable,
            headers: [.contentType: "application/json", .cacheControl: "no-cache"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: record.json())))
    }
}
