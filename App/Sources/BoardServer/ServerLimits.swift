/// What `nexttogo serve` holds back from any one client; each starts at the value it runs with.
public struct ServerLimits: Sendable, Equatable {
    /// The most connections held at once; more wait in the backlog until one closes.
    public var maximumConnections = 4_096
    /// How long a connection may sit without a request, or with one only part sent, before it
    /// is closed: a client that sends a byte a minute holds nothing for long.
    public var idleTimeout: Duration = .seconds(30)
    /// How often an idle event stream hears a comment, within the 60 s proxies wait by default.
    public var keepAlive: Duration = .seconds(20)
    /// The most race cards followed at once besides the board's races, which always open.
    public var cards = 64
    /// The most of those one screen (one address) keeps followed by asking for them.
    public var cardsPerScreen = 8

    /// The limits `nexttogo serve` runs with: 4,096 connections, 30 s idle, a comment every 20 s,
    /// 64 cards, 8 a screen.
    public static let standard = ServerLimits()
}
