import Foundation

/// What `nexttogo doctor` found.
public struct APICheckupReport: Sendable, Equatable {
    /// One check per route, in the order asked, the race card last.
    public var checks: [RouteCheck]
    /// The route the board will use: the first to the next races that answered; nil when none did.
    public var boardRoute: RaceFeedRoute?
    /// What the API's `Date` headers said of its clock.
    public var clock: APIClockReading

    /// Creates a report from its parts.
    public init(checks: [RouteCheck], boardRoute: RaceFeedRoute?, clock: APIClockReading) {
        self.checks = checks
        self.boardRoute = boardRoute
        self.clock = clock
    }

    /// The local clock less the API's, in seconds (positive: the local clock is ahead); nil when
    /// no answer gave the API's time in a form that can be read.
    public var clockOffset: TimeInterval? { clock.offset }

    /// Whether the board can be shown: some route to the next races answered.
    public var canShowBoard: Bool { boardRoute != nil }
}
