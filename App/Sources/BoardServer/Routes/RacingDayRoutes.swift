import DomainLayer
import Foundation
import Hummingbird
import PresentationLayer

/// The racing day of `nexttogo serve`: `/meetings` and `/meeting/<name>` as pages,
/// `/api/meetings` and `/api/meeting/<name>` as the `--json` records. Each reads the day's one
/// poller, started by the first screen to ask and stopped when screens stop asking
/// (`OnDemandFeeds`); a name that names nothing (`RacingDayPath`) is 404 before anything is
/// fetched.
struct RacingDayRoutes: Sendable {
    /// The racing day's poller, and the board's run that names every tag.
    let feeds: ServeFeeds
    /// The zone start times are shown in.
    let timeZone: TimeZone
    /// The wall clock the countdowns are worked out from.
    let now: @Sendable () -> Date
    /// The racing day's page, made once per snapshot and second however many screens ask.
    let madeMeetingsPage = SecondMemo<RacingDaySnapshot, String>()
    /// The racing day's JSON record, made likewise.
    let madeMeetingsRecord = SecondMemo<RacingDaySnapshot, String>()

    /// The routes, to add to the router.
    var endpoints: RouteCollection<ServeRequestContext> {
        RouteCollection(context: ServeRequestContext.self)
            .get("/meetings", use: meetingsPage)
            .get("/meeting/:name", use: meetingPage)
            .get("/api/meetings", use: meetingsRecord)
            .get("/api/meeting/:name", use: meetingRecord)
    }

    // MARK: Pages

    /// Every meeting of the day, next to jump first.
    @Sendable func meetingsPage(_ request: Request, context: ServeRequestContext) async throws(ServeProblem)
        -> HTMLPage
    {
        let snapshot = try await feeds.daySnapshot()
        guard snapshot.value != nil else { throw .unavailable(ServeFeeds.dayMissing(snapshot)) }
        let now = now()
        return HTMLPage(
            html: madeMeetingsPage.value(of: snapshot, at: now) {
                RacingDayPages(timeZone: timeZone).meetings(snapshot, at: now)
            })
    }

    /// A meeting's races; a name the day does not have suggests the closest.
    @Sendable func meetingPage(_ request: Request, context: ServeRequestContext) async throws(ServeProblem)
        -> HTMLPage
    {
        guard let name = RacingDayPath.name(in: context) else {
            throw .notFound("No meeting of that name today.")
        }
        let (snapshot, racingDay) = try await feeds.today()
        let match = MeetingFinder(day: racingDay).find(name)
        let html = RacingDayPages(timeZone: timeZone).meeting(match, snapshot: snapshot, at: now())
        if case .notFound = match { throw .noMeeting(page: html) }
        return HTMLPage(html: html)
    }

    // MARK: Records

    /// Every meeting of the day as `nexttogo meetings --json` prints them.
    @Sendable func meetingsRecord(_ request: Request, context: ServeRequestContext) async throws(ServeProblem)
        -> TaggedRecord
    {
        let (snapshot, racingDay) = try await feeds.today()
        let now = now()
        let json = madeMeetingsRecord.value(of: snapshot, at: now) {
            MeetingJSONRecord.encode(racingDay, now: now)
        }
        return TaggedRecord(fetched: json, updatedAt: snapshot.updatedAt, run: feeds.hub.run)
    }

    /// The meetings of a name as `nexttogo meeting <name> --json` prints them: usually one, more
    /// when the name is shared.
    @Sendable func meetingRecord(_ request: Request, context: ServeRequestContext) async throws(ServeProblem)
        -> TaggedRecord
    {
        guard let name = RacingDayPath.name(in: context) else {
            throw .notFound("no meeting of that name today")
        }
        let (snapshot, racingDay) = try await feeds.today()
        let meetings: [Meeting] =
            switch MeetingFinder(day: racingDay).find(name) {
            case .found(let meeting): [meeting]
            case .ambiguous(let meetings), .filteredOut(let meetings): meetings
            case .notFound: []
            }
        guard !meetings.isEmpty else { throw .notFound("no meeting of that name today") }
        return TaggedRecord(
            fetched: MeetingRacesJSONRecord.encode(meetings, now: now()), updatedAt: snapshot.updatedAt,
            run: feeds.hub.run)
    }
}
