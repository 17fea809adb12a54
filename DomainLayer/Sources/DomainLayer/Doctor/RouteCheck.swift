import DataLayer
import Foundation
import SharedUtils

/// One route's check by `nexttogo doctor`.
public struct RouteCheck: Sendable, Equatable {
    /// What a route that answered sent.
    public enum Answer: Sendable, Equatable {
        /// Next races: how many read, and how many left out.
        case races(count: Int, skipped: Int)
        /// A racing day: its meetings, and its races still to come.
        case racingDay(meetings: Int, racesToCome: Int)
        /// A race card with its runners.
        case raceCard(runners: Int)
        /// A card route's answer with no card of the race asked for.
        case unknownRace
    }

    /// What became of the request.
    public enum Verdict: Sendable, Equatable {
        /// The route answered as it should.
        case answered(Answer)
        /// The route is not there, or sent a body of another shape.
        case refused(FetchFailure)
        /// The network or the server failed; the route may be fine.
        case failed(FetchFailure)
        /// The card was not asked for: no route listed a race.
        case notAsked
    }

    /// What a route serves, so a failure is told in its words.
    public enum Subject: Sendable, Equatable {
        /// Next races.
        case races
        /// A racing day.
        case racingDay
        /// A race card.
        case raceCard
    }

    /// A redirect the request followed: the route sent the request elsewhere.
    public struct Redirect: Sendable, Equatable {
        /// The redirect's status, such as 302.
        public var status: Int
        /// Where it pointed, cut to `ShownTextLimit.name` and made printable; empty when it did
        /// not say.
        public var location: String

        /// Creates a redirect from its parts.
        public init(status: Int, location: String) {
            self.status = status
            self.location = location
        }
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
    /// The first redirect the request followed; nil when the route answered itself.
    public var redirect: Redirect?

    /// Creates a check from its parts.
    public init(
        path: String, subject: Subject, status: Int?, elapsed: Duration?, verdict: Verdict,
        redirect: Redirect? = nil
    ) {
        self.path = path
        self.subject = subject
        self.status = status
        self.elapsed = elapsed
        self.verdict = verdict
        self.redirect = redirect
    }

    /// The card check when no route listed a race to ask for.
    static let cardNotAsked = RouteCheck(
        path: NedsRouteProbe.Target.raceCard(raceID: "").path, subject: .raceCard, status: nil, elapsed: nil,
        verdict: .notAsked)

    /// The check of a probe's `result`.
    init(_ result: NedsRouteProbe.Result) {
        let subject: Subject =
            switch result.target {
            case .nextRaces, .categoryGroup: .races
            case .racingDay: .racingDay
            case .raceCard: .raceCard
            }
        let verdict: Verdict
        switch result.outcome {
        case .success(let body): verdict = .answered(Answer(body))
        case .failure(let error):
            verdict = error.isRouteFailure ? .refused(error) : .failed(error)
        }
        self.init(
            path: result.target.path, subject: subject, status: result.status, elapsed: result.elapsed,
            verdict: verdict,
            redirect: result.redirect.map {
                Redirect(
                    status: $0.status, location: ShownTextLimit.safe($0.location, limit: ShownTextLimit.name))
            })
    }
}

extension RouteCheck.Answer {
    /// The domain's answer for a probe's `body`.
    init(_ body: NedsRouteProbe.Body) {
        self =
            switch body {
            case .races(let count, let skipped, _): .races(count: count, skipped: skipped)
            case .racingDay(let meetings, let toCome, _): .racingDay(meetings: meetings, racesToCome: toCome)
            case .raceCard(let runners): .raceCard(runners: runners)
            case .unknownRace: .unknownRace
            }
    }
}
