import DomainLayer
import Foundation
import HTTPTypes
import Hummingbird
import PresentationLayer

/// The server's pages and records: from the one `BoardHub`, the board page, its style and
/// script, the board as the `--json` records, its changes as server-sent events, and health; and
/// the racing day's and race cards' (`RacingDayRoutes`).
struct BoardRoutes: Sendable {
    let hub: BoardHub
    /// The zone start times are shown in.
    let timeZone: TimeZone
    /// The wall clock the countdowns are worked out from.
    let now: @Sendable () -> Date
    /// The racing day's and race cards' pages and records.
    let racingDay: RacingDayRoutes
    /// The board's event and records, made once per change and second.
    let rendered: RenderedBoard

    /// How long a cache may keep the board's record: a second, so a proxy in front asks the
    /// server once a second however many screens ask it.
    static let recordMaxAge = 1
    /// How soon a screen whose stream dropped asks again.
    static let reconnectMilliseconds = 5_000
    /// The first bytes of every stream: how soon to reconnect.
    static let retry = ByteBuffer(string: ServerSentEvent.retry(milliseconds: reconnectMilliseconds))
    /// The comment an idle stream hears.
    static let keepAlive = ByteBuffer(string: ServerSentEvent.keepAlive)

    /// A router with every route, refusing methods other than GET and HEAD (each connection puts
    /// the page's security headers on every response: `SecurityHeaders`).
    func router() -> Router<ServeRequestContext> {
        let router = Router(context: ServeRequestContext.self, options: .autoGenerateHeadEndpoints)
        router.add(middleware: ReadOnlyMethods())
        router.get("/") { request, _ in
            page(layout: request.uri.queryParameters["tv"] == nil ? .standard : .tv)
        }
        router.get("/page.css") { _, _ in
            asset(WebPageStyle.css, type: "text/css; charset=utf-8")
        }
        router.get("/page.js") { _, _ in
            asset(WebPageScript.javaScript, type: "text/javascript; charset=utf-8")
        }
        router.get("/api/board") { request, _ in record(ifNoneMatch: request.headers[.ifNoneMatch]) }
        router.get("/events") { request, _ in events(request) }
        router.get("/healthz") { _, _ in health() }
        racingDay.add(to: router)
        return router
    }

    private func page(layout: BoardPage.Layout) -> Response {
        let html = BoardPage(timeZone: timeZone, layout: layout).html(for: hub.current.snapshot, at: now())
        return Response(
            status: .ok,
            headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-cache"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
    }

    private func asset(_ text: String, type: String) -> Response {
        Response(
            status: .ok, headers: [.contentType: type, .cacheControl: "max-age=300"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }

    /// The board's races as `nexttogo --json` prints them; a weak tag names the board's version,
    /// as the countdown seconds in it move on while the board stays the same. Until the racing API
    /// has answered, 503 with why, as `/healthz` and the racing day's records say it.
    private func record(ifNoneMatch: String?) -> Response {
        let current = hub.current
        guard let snapshot = current.snapshot, snapshot.updatedAt != nil else {
            return ErrorRecord.response(Self.boardMissing(current.snapshot), status: .serviceUnavailable)
        }
        return EntityTags.record(
            { rendered.record(for: current, at: now()) }, tag: "W/\"\(hub.run)-\(current.version)\"",
            maxAge: Self.recordMaxAge, ifNoneMatch: ifNoneMatch)
    }

    /// Why there is no board yet: the racing API's failure, or that it has not answered.
    static func boardMissing(_ snapshot: NextRacesSnapshot?) -> String {
        snapshot?.failure.map { "The board cannot be shown: \($0.message)." } ?? "The board has not arrived."
    }

    /// The board at once, then again each time it changes, and a comment when the hub nudges;
    /// the stream ends as soon as the screen closes its connection, so it stops being counted and
    /// woken then, not when a write next fails.
    private func events(_ request: Request) -> Response {
        let (hub, rendered, now) = (hub, rendered, now)
        let body = ResponseBody { writer in
            try await request.body.consumeWithCancellationOnInboundClose { _ in
                let changes = hub.follow()
                var sent = hub.current
                try await writer.write(Self.retry)
                try await writer.write(rendered.event(for: sent, at: now()))
                for await _ in changes {
                    let current = hub.current
                    if current.version == sent.version {
                        try await writer.write(Self.keepAlive)
                    } else {
                        sent = current
                        try await writer.write(rendered.event(for: current, at: now()))
                    }
                }
            }
            try await writer.finish(nil)
        }
        return Response(
            status: .ok,
            headers: [
                .contentType: "text/event-stream", .cacheControl: "no-cache",
                HTTPField.Name("X-Accel-Buffering")!: "no",
            ],
            body: body)
    }

    /// 200 with when the racing API last answered, whether the board is stale and how many
    /// screens follow it; 503 until the API has answered once.
    private func health() -> Response {
        let record = BoardHealth(snapshot: hub.current.snapshot, screens: hub.followerCount)
        return Response(
            status: record.hasAnswered ? .ok : .serviceUnavailable,
            headers: [.contentType: "application/json", .cacheControl: "no-cache"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: record.json())))
    }
}
