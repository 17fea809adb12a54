import Foundation
import SharedUtils

/// Asks one route of the racing API once and says what came back, for `nexttogo doctor`: the
/// status, the time taken, the server's `Date` and what the body was.
public struct NedsRouteProbe: Sendable {
    /// A route to ask.
    public enum Target: Sendable, Equatable {
        /// `rest/v1/racing/?method=nextraces`.
        case nextRaces
        /// `v2/racing/next-races-category-group`, for every category.
        case categoryGroup
        /// `v2/racing/meeting` for `date` in `timeZone`.
        case racingDay(CalendarDate, TimeZone)
        /// `rest/v1/racing/?method=racecard` for `raceID`.
        case raceCard(raceID: String)

        /// The route's path as the API spells it.
        public var path: String {
            switch self {
            case .nextRaces: NextRacesRoute.nextRaces.path
            case .categoryGroup: NextRacesRoute.categoryGroup.path
            case .racingDay: NextRacesRoute.racingDay.path
            case .raceCard: "rest/v1/racing/?method=racecard"
            }
        }
    }

    /// What the body of an answer was.
    public enum Body: Sendable, Equatable {
        /// Next races: how many read, how many left out, and the first race's id.
        case races(count: Int, skipped: Int, firstRaceID: String?)
        /// A racing day: its meetings, and its races not yet jumped with the first's id.
        case racingDay(meetings: Int, racesToCome: Int, firstRaceID: String?)
        /// A race card with its runners.
        case raceCard(runners: Int)
        /// A card route's answer that holds no card of the race: the API does not know it.
        case unknownRace
    }

    /// One answer, or why there was none.
    public struct Result: Sendable, Equatable {
        /// The route asked.
        public var target: Target
        /// The HTTP status; nil when no answer came.
        public var status: Int?
        /// From sending the request to reading the body.
        public var elapsed: Duration
        /// The server's clock, from its `Date` header, when given and readable.
        public var serverDate: Date?
        /// The `Date` header as sent (copies joined by `, `), when there was one, readable or not.
        public var dateHeader: String?
        /// The first redirect followed on the way to the answer, if any.
        public var redirect: HTTPRedirect?
        /// When the answer arrived, by the local clock.
        public var receivedAt: Date
        /// What the body was, or why it was not what the route sends.
        public var outcome: Swift.Result<Body, FetchFailure>

        /// Creates a result from its parts.
        public init(
            target: Target, status: Int?, elapsed: Duration, serverDate: Date?, dateHeader: String? = nil,
            redirect: HTTPRedirect? = nil, receivedAt: Date, outcome: Swift.Result<Body, FetchFailure>
        ) {
            self.target = target
            self.status = status
            self.elapsed = elapsed
            self.serverDate = serverDate
            self.dateHeader = dateHeader
            self.redirect = redirect
            self.receivedAt = receivedAt
            self.outcome = outcome
        }
    }

    private let client: NedsClient
    private let dates: DateSource
    /// The time since the probe was made, on the clock requests are timed on.
    private let elapsedTime: @Sendable () -> Duration

    /// A probe of the API through `client`, setting the server's clock against `dates` (the
    /// local wall clock) and timing each request on `clock`.
    public init<C: Clock<Duration>>(client: NedsClient, dates: DateSource, clock: C) {
        self.client = client
        self.dates = dates
        let origin = clock.now
        elapsedTime = { origin.duration(to: clock.now) }
    }

    private var endpoint: NedsEndpoint { client.endpoint }

    /// Asks `target` once.
    /// - Throws: `CancellationError` when the task is cancelled; every other failure is the
    ///   result's.
    public func probe(_ target: Target) async throws(CancellationError) -> Result {
        let start = elapsedTime()
        let response: HTTPResponse
        do {
            response = try await client.get(url(of: target))
        } catch {
            if error == .cancelled { throw CancellationError() }
            return Result(
                target: target, status: nil, elapsed: elapsedTime() - start, serverDate: nil,
                receivedAt: dates.now(), outcome: .failure(error))
        }
        let elapsed = elapsedTime() - start
        let receivedAt = dates.now()
        let dateHeader = response.headers["date"]
        return Result(
            target: target, status: response.status, elapsed: elapsed,
            serverDate: dateHeader.flatMap(Self.serverDate(from:)), dateHeader: dateHeader,
            redirect: response.redirects.first, receivedAt: receivedAt,
            outcome: Swift.Result { () throws(FetchFailure) -> Body in
                try Self.body(of: response, for: target, at: receivedAt)
            })
    }

    /// The time a `Date` field names, when it is one a clock could show: an HTTP-date between
    /// 2000 and 2100, as a race's start is.
    private static func serverDate(from field: String) -> Date? {
        HTTPDate.date(fromField: field).flatMap { RaceSummary.plausibleStarts.contains($0) ? $0 : nil }
    }

    private func url(of target: Target) -> URL {
        switch target {
        case .nextRaces: endpoint.nextRacesURL(count: 10)
        case .categoryGroup:
            endpoint.categoryGroupURL(count: 5, categoryIDs: NedsCategoryGroupService.allCategoryIDs)
        case .racingDay(let date, let zone): endpoint.meetingsURL(date: date, timeZone: zone)
        case .raceCard(let raceID): endpoint.raceCardURL(raceID: raceID)
        }
    }

    /// What `response` to `target` held at `now`. The card is asked for a race a next-races route
    /// has just listed, so a 404 there says the card route is gone, not that the race is unknown.
    private static func body(of response: HTTPResponse, for target: Target, at now: Date)
        throws(FetchFailure) -> Body
    {
        switch target {
        case .nextRaces:
            let races = try NextRacesResponseDecoder.decode(response.acceptedBody())
            return .races(
                count: races.raceSummaries.count, skipped: races.skippedCount,
                firstRaceID: races.raceSummaries.first?.raceID)
        case .categoryGroup:
            let races = try CategoryGroupResponseDecoder.decode(response.acceptedBody())
            return .races(
                count: races.raceSummaries.count, skipped: races.skippedCount,
                firstRaceID: races.raceSummaries.first?.raceID)
        case .racingDay:
            let day = try MeetingsResponseDecoder.decode(
                response.acceptedBody(maximumBodySize: HTTPResponse.maximumBodySize))
            let toCome = RacingDayRacesService.upcoming(in: day, at: now).raceSummaries.sorted {
                $0.advertisedStart < $1.advertisedStart
            }
            return .racingDay(
                meetings: day.meetings.count, racesToCome: toCome.count, firstRaceID: toCome.first?.raceID)
        case .raceCard(let raceID):
            guard let card = try RaceCardResponseDecoder.decode(response.acceptedBody(), raceID: raceID)
            else {
                return .unknownRace
            }
            return .raceCard(runners: card.entrants.count)
        }
    }
}
