/// The limits `nexttogo serve` holds to, against any number of clients and, for the race cards,
/// against each one; each starts at the value it runs with.
public struct ServerLimits: Sendable, Equatable {
    /// The most connections held at once, fewer when the open files allowed are fewer; when all
    /// are taken, a newcomer closes the one waiting longest for a request, or waits in the backlog.
    /// Ten thousand screens with room to spare, and still a bound: a client opening connections
    /// without end cannot take every descriptor the process has.
    public var maximumConnections = 16_384
    /// How long a connection may sit with nothing read before it is closed (a part-sent request is
    /// the request deadline's to end, however often it sends a byte).
    public var idleTimeout: Duration = .seconds(30)
    /// How often an idle event stream hears a comment, within the 60 s proxies wait by default.
    public var keepAlive: Duration = .seconds(20)
    /// How long a connection may wait for a whole request, head through the end of its body,
    /// from its opening or its last response: a body trickled a chunk at a time holds it no
    /// longer (nginx's `lingering_time`). A response being sent, an event stream's, is not timed.
    public var requestDeadline: Duration = .seconds(30)
    /// The longest pause in reading a request's body before the connection is closed (nginx's
    /// `lingering_timeout`).
    public var bodyReadTimeout: Duration = .seconds(5)
    /// How long accepting stops when the process has run out of open files, as nginx does, so a
    /// full table costs no CPU while it lasts.
    public var acceptPause: Duration = .milliseconds(500)
    /// The most race cards followed at once besides the board's races, which always open.
    public var cards = 64
    /// The most of those one screen (one address) keeps followed by asking for them.
    public var cardsPerScreen = 8

    /// The limits `nexttogo serve` runs with: 16,384 connections, 30 s idle, a comment every 20 s,
    /// a whole request within 30 s with no pause over 5 s, accepting paused 500 ms at a time,
    /// 64 cards, 8 a screen.
    public static let standard = ServerLimits()
}
