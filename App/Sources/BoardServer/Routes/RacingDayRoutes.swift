import DomainLayer
import Foundation
import HTTPTypes
import Hummingbird
import PresentationLayer

/// The racing day and race cards of `nexttogo serve`: `/meetings`, `/meeting/<name>`,
/// `/race/<id>` and `/race/<meeting>/<number>` as pages, `/api/meetings`, `/api/meeting/<name>`
/// and `/api/race/<id>` as the `--json` records. Each reads the one poller of what it shows,
/// started by the first screen to ask and stopped when screens stop asking (`OnDemandFeeds`). A
/// path that names nothing (`RacingDayPath`) is 404 before anything is fetched, and a race's card
/// is fetched only for a race on the board or on the racing day. A race on the board always gets
/// its card; any other counts against the share of the screen that asks (`ScreenAddress`).
struct RacingDayRoutes: Sendable {
    let day: OnDemandFeeds<ServeFeeds.Today, RacingDaySnapshot, ContinuousClock>
    let cards: OnDemandFeeds<String, RaceCardSnapshot, ContinuousClock>
    /// Whether a race id is on the board now.
    let isOnBoard: @Sendable (String) -> Bool
    /// Whether a meeting is starred, as the board marks it.
    let isStarred: @Sendable (String) -> Bool
    let timeZone: TimeZone
    let now: @Sendable () -> Date
    /// Names the server's run in every entity tag, as the board's does.
    let run: String
    /// The racing day's page, made once per snapshot and second however many screens ask.
    let madeMeetingsPage = SecondMemo<RacingDaySnapshot, String>()
    /// The racing day's JSON record, made likewise.
    let madeMeetingsRecord = SecondMemo<RacingDaySnapshot, String>()

    /// How long a cache may keep a racing-day or race-card record.
    static let recordMaxAge = 5

    /// Why a page or record cannot be given.
    private enum Problem: Error {
        case notFound(String, meeting: String? = nil)
        /// No meeting of the name asked, with the page that says so and suggests the closest.
        case noMeeting(page: String)
        case unavailable(String)
        case busy
    }

    /// Adds every route to `router`.
    func add(to router: Router<ServeRequestContext>) {
        router.get("/meetings") { _, _ in await page { try await meetingsPage() } }
        router.get("/meeting/:name") { _, context in
            await page { try await meetingPage(RacingDayPath.name(in: context)) }
        }
        router.get("/race/:id") { request, context in
            await page {
                try await racePage(
                    RacingDayPath.raceID(in: context), screen: ScreenAddress.of(request, context: context))
            }
        }
        // The router needs one name for the segment after /race/: here it is the meeting's.
        router.get("/race/:id/:number") { _, context in
            await redirect {
                try await racePage(
                    meeting: RacingDayPath.name(in: context, "id"), number: RacingDayPath.number(in: context))
            }
        }
        router.get("/api/meetings") { request, _ in
            await record(request) { try await meetingsRecord() }
        }
        router.get("/api/meeting/:name") { request, context in
            await record(request) { try await meetingRecord(RacingDayPath.name(in: context)) }
        }
        router.get("/api/race/:id") { request, context in
            await record(request) {
                try await raceRecord(
                    RacingDayPath.raceID(in: context), screen: ScreenAddress.of(request, context: context))
            }
        }
    }

    // MARK: Pages

    private func meetingsPage() async throws(Problem) -> String {
        let snapshot = try await daySnapshot()
        guard snapshot.value != nil else { throw .unavailable(Self.dayMissing(snapshot)) }
        let now = now()
        return madeMeetingsPage.value(of: snapshot, at: now) {
            RacingDayPages(timeZone: timeZone).meetings(snapshot, at: now)
        }
    }

    private func meetingPage(_ name: String?) async throws(Problem) -> String {
        guard let name else { throw .notFound("No meeting of that name today.") }
        let (snapshot, racingDay) = try await today()
        let match = MeetingFinder(day: racingDay).find(name)
        let html = RacingDayPages(timeZone: timeZone).meeting(match, snapshot: snapshot, at: now())
        if case .notFound = match { throw .noMeeting(page: html) }
        return html
    }

    private func racePage(_ id: String?, screen: String?) async throws(Problem) -> String {
        RacingDayPages(timeZone: timeZone).card(
            try await cardSnapshot(id, screen: screen).snapshot, at: now())
    }

    /// Sends the browser to the race's card.
    private func racePage(meeting name: String?, number: Int?) async throws(Problem) -> Response {
        guard let name, let number else { throw .notFound("No race of that name today.") }
        let (_, racingDay) = try await today()
        guard case .found(_, let race) = MeetingFinder(day: racingDay).findRace(meeting: name, number: number)
        else { throw .notFound("No race \(number) at a meeting of that name today.", meeting: name) }
        return Response(status: .seeOther, headers: [.location: RacingDayPages.racePath(race.id)])
    }

    // MARK: Records

    private func meetingsRecord() async throws(Problem) -> (String, Date?) {
        let (snapshot, racingDay) = try await today()
        let now = now()
        let json = madeMeetingsRecord.value(of: snapshot, at: now) {
            MeetingJSONRecord.encode(racingDay, now: now)
        }
        return (json, snapshot.updatedAt)
    }

    private func meetingRecord(_ name: String?) async throws(Problem) -> (String, Date?) {
        guard let name else { throw .notFound("no meeting of that name today") }
        let (snapshot, racingDay) = try await today()
        let meetings: [Meeting] =
            switch MeetingFinder(day: racingDay).find(name) {
            case .found(let meeting): [meeting]
            case .ambiguous(let meetings), .filteredOut(let meetings): meetings
            case .notFound: []
            }
        guard !meetings.isEmpty else { throw .notFound("no meeting of that name today") }
        return (MeetingRacesJSONRecord.encode(meetings, now: now()), snapshot.updatedAt)
    }

    private func raceRecord(_ id: String?, screen: String?) async throws(Problem) -> (String, Date?) {
        let (snapshot, card) = try await cardSnapshot(id, screen: screen)
        let record = RaceCardJSONRecord(card: card, now: now(), isStarred: isStarred(card.race.meetingName))
        return (record.json(), snapshot.updatedAt)
    }

    // MARK: Feeds

    /// The racing day's latest snapshot; a look that does not keep it followed when
    /// `keepingItFollowed` is false (a card's check of its race).
    private func daySnapshot(keepingItFollowed: Bool = true) async throws(Problem) -> RacingDaySnapshot {
        switch await day.latest(for: .today, .init(keepsFollowing: keepingItFollowed)) {
        case .snapshot(let snapshot): snapshot
        case .busy, .unavailable: throw .unavailable("The racing day is not available now.")
        }
    }

    /// The racing day, which must have arrived.
    private func today(keepingItFollowed: Bool = true) async throws(Problem) -> (RacingDaySnapshot, RacingDay)
    {
        let snapshot = try await daySnapshot(keepingItFollowed: keepingItFollowed)
        guard let racingDay = snapshot.value else { throw .unavailable(Self.dayMissing(snapshot)) }
        return (snapshot, racingDay)
    }

    /// The latest snapshot of the race `id`'s card, which must have arrived, and the card, asked
    /// for by `screen`. A race not on the board and not followed yet must be on the racing day,
    /// so a made-up id starts no card poller; that look does not keep the day followed, so
    /// made-up ids cannot keep its poller going either.
    private func cardSnapshot(_ id: String?, screen: String?) async throws(Problem) -> (
        snapshot: RaceCardSnapshot, card: RaceCard
    ) {
        guard let id else { throw .notFound("No race of that id today.") }
        let isOnBoard = isOnBoard(id)
        if !isOnBoard, !cards.isFollowing(id) {
            let (_, racingDay) = try await today(keepingItFollowed: false)
            guard racingDay.hasRace(id: id) else {
                throw .notFound("No race of that id today.")
            }
        }
        switch await cards.latest(for: id, .init(screen: screen, isPriority: isOnBoard)) {
        case .snapshot(let snapshot):
            guard let card = snapshot.card else {
                throw Self.problem(snapshot.failure, otherwise: "The race card has not arrived.")
            }
            return (snapshot, card)
        case .busy: throw .busy
        case .unavailable: throw .unavailable("The race card is not available now.")
        }
    }

    private static func problem(_ failure: RaceCardFetchError?, otherwise: String) -> Problem {
        guard let failure else { return .unavailable(otherwise) }
        let message = RacingDayPages.message(failure)
        if case .unknownRace = failure { return .notFound(message) }
        return .unavailable(message)
    }

    private static func dayMissing(_ snapshot: RacingDaySnapshot) -> String {
        snapshot.failure.map { "The racing day cannot be shown: \($0.message(about: .meetings))." }
            ?? "The racing day has not arrived."
    }

    // MARK: Responses

    /// A page from `make`, or a page saying what went wrong with its status.
    private func page(_ make: () async throws -> String) async -> Response {
        do {
            return Self.response(try await make(), status: .ok, type: Self.htmlType)
        } catch {
            return Self.problemPage(Self.problem(error))
        }
    }

    /// A redirect from `make`, or a page saying what went wrong.
    private func redirect(_ make: () async throws -> Response) async -> Response {
        do { return try await make() } catch { return Self.problemPage(Self.problem(error)) }
    }

    private static func problemPage(_ problem: Problem) -> Response {
        if case .noMeeting(let page) = problem { return response(page, status: .notFound, type: htmlType) }
        let (status, message, meeting) = parts(of: problem)
        return ErrorRecord.refused(
            response(RacingDayPages.notice(message, meeting: meeting), status: status, type: htmlType))
    }

    /// The JSON of `make` with a weak tag naming the run and when its data came, so a cache
    /// revalidates it with a 304 until the next fetch; or `{"error": …}` with its status.
    private func record(_ request: Request, _ make: () async throws -> (String, Date?)) async
        -> Response
    {
        do {
            let (json, updatedAt) = try await make()
            let stamp = Int64((updatedAt ?? .distantPast).timeIntervalSince1970 * 1_000)
            return EntityTags.record(
                { ByteBuffer(string: json) }, tag: "W/\"\(run)-\(stamp)\"", maxAge: Self.recordMaxAge,
                ifNoneMatch: request.headers[.ifNoneMatch])
        } catch {
            let (status, message, _) = Self.parts(of: Self.problem(error))
            return ErrorRecord.response(message, status: status)
        }
    }

    private static let htmlType = "text/html; charset=utf-8"

    /// `error` as a problem: the routes throw nothing else.
    private static func problem(_ error: any Error) -> Problem {
        error as? Problem ?? .unavailable("The page is not available now.")
    }

    private static func parts(of problem: Problem) -> (HTTPResponse.Status, String, String?) {
        switch problem {
        case .notFound(let message, let meeting): (.notFound, message, meeting)
        case .noMeeting: (.notFound, "No meeting of that name today.", nil)
        case .unavailable(let message): (.serviceUnavailable, message, nil)
        case .busy:
            (
                .serviceUnavailable,
                "Too many races are open on screens now (the races on the board always open); try again in a minute.",
                nil
            )
        }
    }

    private static func response(_ text: String, status: HTTPResponse.Status, type: String) -> Response {
        Response(
            status: status, headers: [.contentType: type, .cacheControl: "no-cache"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}
