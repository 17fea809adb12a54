import Foundation
import HTTPTypes
import Hummingbird

/// The board's changes as server-sent events (`/events`): the board at once, then again each time
/// it changes, and a comment when the hub nudges, so proxies keep the stream open. After the first
/// board a stream's task only waits: the fan-out writes the rest from the connection's event loop
/// (`EventStreamService`, `EventStreamFanOut`).
struct BoardEventRoutes: Sendable {
    /// How soon a screen whose stream dropped asks again.
    static let reconnectMilliseconds = 5_000
    /// The first bytes of every stream: how soon to reconnect.
    static let retry = ByteBuffer(string: ServerSentEvent.retry(milliseconds: reconnectMilliseconds))
    /// The comment an idle stream hears.
    static let keepAlive = ByteBuffer(string: ServerSentEvent.keepAlive)

    /// The one board every screen shows.
    let hub: BoardHub
    /// The streams open, which the fan-out writes each change to.
    let streams: EventStreamFanOut
    /// The wall clock the countdowns are worked out from.
    let now: @Sendable () -> Date
    /// The board's events, made once per change and second for every stream.
    let rendered: RenderedBoard

    /// The routes, to add to the router.
    var endpoints: RouteCollection<ServeRequestContext> {
        RouteCollection(context: ServeRequestContext.self).get("/events", use: events)
    }

    /// The stream of one screen; it ends as soon as the screen closes its connection, so it stops
    /// being counted and written to then, not when a write next fails.
    @Sendable func events(_ request: Request, context: ServeRequestContext) -> Response {
        let (hub, streams, rendered, now, channel) = (hub, streams, rendered, now, context.channel)
        let body = ResponseBody { writer in
            try await request.body.consumeWithCancellationOnInboundClose { _ in
                let sent = hub.current
                try await writer.write(Self.retry)
                try await writer.write(rendered.event(for: sent, at: now()))
                let dropped = streams.add(channel, sent: sent.version)
                try await withTaskCancellationHandler {
                    try await dropped.get()
                } onCancel: {
                    channel.close(promise: nil)
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
}
