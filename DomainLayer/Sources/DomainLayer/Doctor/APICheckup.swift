import DataLayer
import Foundation
import SharedUtils

/// `nexttogo doctor`'s checks of the racing API: each route to the next races asked once, then a
/// race card of a race one of them listed; which route the board will use; and how far the local
/// clock is from the API's.
public struct APICheckup: Sendable {
    /// How far the clocks may differ before a countdown is worth doubting.
    public static let clockTolerance: TimeInterval = 30

    private let probe: NedsRouteProbe
    private let dates: DateSource
    private let timeZone: TimeZone

    /// Creates a checkup that asks through `probe`.
    /// - Parameters:
    ///   - probe: Asks the routes of one API.
    ///   - dates: The local wall clock, which says what today is.
    ///   - timeZone: The zone whose racing day is asked for.
    public init(probe: NedsRouteProbe, dates: DateSource, timeZone: TimeZone) {
        self.probe = probe
        self.dates = dates
        self.timeZone = timeZone
    }

    /// Asks every route in turn (not at once, so no answer waits on another's bandwidth).
    public func run() async -> APICheckupReport {
        var results: [NedsRouteProbe.Result] = []
        results.append(await probe.probe(.nextRaces))
        results.append(await probe.probe(.categoryGroup))
        if let today = CalendarDate(containing: dates.now(), in: timeZone) {
            results.append(await probe.probe(.racingDay(today, timeZone)))
        }
        var card: NedsRouteProbe.Result?
        if let raceID = results.lazy.compactMap(\.firstRaceID).first {
            card = await probe.probe(.raceCard(raceID: raceID))
        }
        return APICheckupReport(
            checks: results.map(RouteCheck.init) + [card.map(RouteCheck.init) ?? .cardNotAsked],
            boardRoute: Self.boardRoute(after: results),
            clockOffset: Self.clockOffset(of: results + (card.map { [$0] } ?? [])))
    }

    /// The route the board will take, by its rule: the first that answers, past those that
    /// refuse; nil when none answers, or the network fails before one does (the board does not
    /// move on for the network).
    static func boardRoute(after results: [NedsRouteProbe.Result]) -> RaceFeedRoute? {
        for result in results {
            switch result.outcome {
            case .success: return RaceFeedRoute(target: result.target)
            case .failure(let error) where error.isRouteFailure: continue
            case .failure: return nil
            }
        }
        return nil
    }

    /// The local clock less the server's, from the first answer with a `Date` header; nil when
    /// none came. The header is to the second, so the offset is rounded to the second.
    static func clockOffset(of results: [NedsRouteProbe.Result]) -> TimeInterval? {
        results.lazy.compactMap { result in
            result.serverDate.map { (result.receivedAt.timeIntervalSince($0)).rounded() }
        }.first
    }
}

/// What `nexttogo doctor` found.
public struct APICheckupReport: Sendable, Equatable {
    /// One check per route, in the order asked, the race card last.
    public var checks: [RouteCheck]
    /// The route the board will use: the first to the next races that answered; nil when none did.
    public var boardRoute: RaceFeedRoute?
    /// The local clock less the API's, in seconds (positive: the local clock is ahead); nil when
    /// no answer gave the API's time.
    public var clockOffset: TimeInterval?

    /// Creates a report from its parts.
    public init(checks: [RouteCheck], boardRoute: RaceFeedRoute?, clockOffset: TimeInterval?) {
        self.checks = checks
        self.boardRoute = boardRoute
        self.clockOffset = clockOffset
    }

    /// Whether the board can be shown: some route to the next races answered.
    public var canShowBoard: Bool { boardRoute != nil }

    /// Whether the clocks differ by more than `APICheckup.clockTolerance`.
    public var clockIsOff: Bool { clockOffset.map { abs($0) > APICheckup.clockTolerance } ?? false }
}

/// One route's check.
public struct RouteCheck: Sendable, Equatable {
    /// What became of the request.
    public enum Verdict: Sendable, Equatable {
        /// The route answered as it should; the words say what came, such as `38 races`.
        case answered(String)
        /// The route is not there, or sent a body of another shape.
        case refused(RacesFetchError)
        /// The network or the server failed; the route may be fine.
        case failed(RacesFetchError)
        /// The check was not made; the words say why.
        case notAsked(String)
    }

    /// The route's path, such as `v2/racing/meeting`.
    public var path: String
    /// What the route serves.
    public var subject: Subject
    /// The HTTP status; nil when no answer came.
    public var status: Int?
    /// The time the request took; nil when it was not made.
    public var elapsed: Duration?
    /// What became of it.
    public var verdict: Verdict

    /// What a route serves, so a failure is told in its words.
    public enum Subject: Sendable, Equatable {
        /// Next races.
        case races
        /// A racing day.
        case racingDay
        /// A race card.
        case raceCard
    }

    /// Creates a check from its parts.
    public init(path: String, subject: Subject, status: Int?, elapsed: Duration?, verdict: Verdict) {
        self.path = path
        self.subject = subject
        self.status = status
        self.elapsed = elapsed
        self.verdict = verdict
    }

    /// The card check when no route listed a race to ask for.
    static let cardNotAsked = RouteCheck(
        path: NedsRouteProbe.Target.raceCard(raceID: "").path, subject: .raceCard, status: nil, elapsed: nil,
        verdict: .notAsked("no route listed a race to ask for"))

    init(_ result: NedsRouteProbe.Result) {
        let subject: Subject =
            switch result.target {
            case .nextRaces, .categoryGroup: .races
            case .racingDay: .racingDay
            case .raceCard: .raceCard
            }
        let verdict: Verdict
        switch result.outcome {
        case .success(let body): verdict = .answered(Self.words(for: body))
        case .failure(let error):
            let mapped = RacesFetchError(error, now: result.receivedAt)
            verdict = error.isRouteFailure ? .refused(mapped) : .failed(mapped)
        }
        self.init(
            path: result.target.path, subject: subject, status: result.status, elapsed: result.elapsed,
            verdict: verdict)
    }

    private static func words(for body: NedsRouteProbe.Body) -> String {
        switch body {
        case .races(let count, let skipped, _):
            "\(count) races" + (skipped > 0 ? ", \(skipped) left out" : "")
        case .racingDay(let meetings, let toCome, _): "\(meetings) meetings, \(toCome) races to come"
        case .raceCard(let runners): "a card of \(runners) runners"
        case .unknownRace: "answers; it does not know the race asked for"
        }
    }
}

extension NedsRouteProbe.Result {
    /// The first race the answer listed, to ask for its card.
    var firstRaceID: String? {
        guard case .success(let body) = outcome else { return nil }
        switch body {
        case .races(_, _, let id), .racingDay(_, _, let id): return id
        case .raceCard, .unknownRace: return nil
        }
    }
}

extension RaceFeedRoute {
    /// The board's route for a probe's next-races `target`.
    init(target: NedsRouteProbe.Target) {
        self =
            switch target {
            case .categoryGroup: .categoryGroup
            case .racingDay: .racingDay
            case .nextRaces, .raceCard: .nextRaces
            }
    }
}
