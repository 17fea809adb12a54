import Foundation
import PresentationLayer

/// What `nexttogo serve` runs with, as one value: the command makes it live and a test makes its
/// own, as Hummingbird's examples hand their `buildApplication` an `AppArguments`. Where to
/// listen, the zone start times are shown in, the wall clock of the countdowns, the limits, the
/// clock the event streams' keep-alive is timed on, where the server's few log lines go, and
/// where the board is published and its page follows it (Nchan).
public struct ServeArguments: Sendable {
    /// The interface listened on, such as `127.0.0.1`, or `0.0.0.0` for every one.
    public var host: String
    /// The port listened on; 0 asks the system for a free one.
    public var port: Int
    /// The zone start times are shown in.
    public var timeZone: TimeZone
    /// The wall clock the countdowns are worked out from.
    public var now: @Sendable () -> Date
    /// The limits held to, against any number of screens and against each one.
    public var limits: ServerLimits
    /// The clock the event streams' keep-alive is timed on.
    public var clock: any Clock<Duration>
    /// Writes one line of the server's log.
    public var log: @Sendable (String) -> Void
    /// The Nchan publisher location each new board is posted to (`--publish`); nil for none.
    public var publishURL: URL?
    /// The event stream the board's page follows: serve's own `/events`, or the path of an Nchan
    /// subscriber location that the nginx in front serves (`--events-url`).
    public var eventsPath: String

    /// Listening on `host` and `port`, start times in `timeZone`, countdowns from `now`, holding
    /// to `limits` with the keep-alive timed on `clock`, publishing each board to `publishURL`
    /// when given, the page following `eventsPath`, writing its few log lines with `log`.
    public init(
        host: String, port: Int, timeZone: TimeZone, now: @escaping @Sendable () -> Date,
        limits: ServerLimits = .standard, clock: any Clock<Duration> = ContinuousClock(),
        publishURL: URL? = nil, eventsPath: String = BoardPage.ownEventsPath,
        log: @escaping @Sendable (String) -> Void
    ) {
        self.publishURL = publishURL
        self.eventsPath = eventsPath
        self.host = host
        self.port = port
        self.timeZone = timeZone
        self.now = now
        self.limits = limits
        self.clock = clock
        self.log = log
    }
}
