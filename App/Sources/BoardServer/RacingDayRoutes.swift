import DomainLayer
import Foundation
import HTTPTypes
import Hummingbird
import PresentationLayer

/// The racing day and race cards of `nexttogo serve`: `/meetings`, `/meeting/<name>`,
/// `/race/<id>` and `/race/<meeting>/<number>` as pages, `/api/meetings`, `/api/meeting/<name>`
/// and `/api/race/<id>` as the `--json` records. Each reads the one poller of what it shows,
/// started by the first screen to ask and stopped a minute after the last (`OnDemandFeeds`).
/// Path parameters are checked before anything is fetched: a name of at most 64 characters, an
/// id of letters, digits and dashes, a race number from 1 to 99; anything else is 404.
struct RacingDayRoutes: Sendable {
    /// The one key of the racing day's feed: today's.
    enum Today: Hashable, Sendable { case today }

    let day: OnDemandFeeds<Today, RacingDaySnapshot, ContinuousClock>
    let cards: OnDemandFeeds<String, RaceCardSnapshot, ContinuousClock>
    let timeZone: TimeZone
    let now: @Sendable () -> Date
    /// Names the server's run in every entity tag, as the board's does.
    let run: String

    /// How long a cache may keep a racing-day or race-card record.
    static let recordMaxAge = 5
    /// The longest meeting name looked up.
    static let longestName = 64

    /// Adds every route to `router`.
    func add(to router: Router<BasicRequestContext>) {
        router.get("/meetings") { _, _ in await meetingsPage() }
        router.get("/meeting/:name") { _, context in await meetingPage(Self.name(in: context)) }
        router.get("/race/:id") { _, context in await racePage(Self.raceID(in: context)) }
        // The router needs one name for the segment after /race/: here it is the meeting's.
        router.get("/race/:id/:number") { _, context in
            await racePage(meeting: Self.name(in: context, "id"), number: Self.number(in: context))
        }
        router.get("/api/meetings") { request, _ in
            await dayRecord(request) { day, now in MeetingJSONRecord.encode(day, now: now) }
        }
        router.get("/api/meeting/:name") { request, context in
            await meetingRecord(Self.name(in: context), request: request)
        }
        router.get("/api/race/:id") { request, context in await raceRecord(Self.raceID(in: context), request)
        }
    }

    // MARK: Pages

    private func meetingsPage() async -> Response {
        guard let snapshot = await day.latest(for: .today) else { return Self.unavailable }
        let html = RacingDayPages(timeZone: timeZone).meetings(snapshot, at: now())
        return Self.html(html, status: snapshot.value == nil ? .serviceUnavailable : .ok)
    }

    private func meetingPage(_ name: String?) async -> Response {
        guard let snapshot = await day.latest(for: .today) else { return Self.unavailable }
        let pages = RacingDayPages(timeZone: timeZone)
        guard let racingDay = snapshot.value else {
            return Self.html(pages.meetings(snapshot, at: now()), status: .serviceUnavailable)
        }
        let match = name.map { MeetingFinder(day: racingDay).find($0) } ?? .notFound(closest: [])
        let html = pages.meeting(match, snapshot: snapshot, at: now())
        if case .notFound = match { return Self.html(html, status: .notFound) }
        return Self.html(html, status: .ok)
    }

    private func racePage(_ id: String?) async -> Response {
        guard let id else { return Self.html(Self.noSuchRacePage, status: .notFound) }
        guard let snapshot = await cards.latest(for: id) else { return Self.unavailable }
        let html = RacingDayPages(timeZone: timeZone).card(snapshot, at: now())
        return Self.html(html, status: Self.status(of: snapshot))
    }

    private func racePage(meeting name: String?, number: Int?) async -> Response {
        guard let name, let number, let snapshot = await day.latest(for: .today),
            let racingDay = snapshot.value
        else { return Self.html(Self.noSuchRacePage, status: .notFound) }
        guard case .found(_, let race) = MeetingFinder(day: racingDay).findRace(meeting: name, number: number)
        else {
            return Self.html(
                RacingDayPages.notFound("No race \(number) at a meeting of that name today.", meeting: name),
                status: .notFound)
        }
        return Response(status: .seeOther, headers: [.location: "/race/\(race.id)"])
    }

    // MARK: Records

    private func dayRecord(_ request: Request, json: (RacingDay, Date) -> String) async -> Response {
        guard let snapshot = await day.latest(for: .today), let racingDay = snapshot.value else {
            return Self.error(
                "the racing day has not arrived from the racing API", status: .serviceUnavailable)
        }
        return record(json(racingDay, now()), updatedAt: snapshot.updatedAt, request: request)
    }

    private func meetingRecord(_ name: String?, request: Request) async -> Response {
        guard let snapshot = await day.latest(for: .today), let racingDay = snapshot.value else {
            return Self.error(
                "the racing day has not arrived from the racing API", status: .serviceUnavailable)
        }
        let meetings: [Meeting] =
            switch name.map({ MeetingFinder(day: racingDay).find($0) }) {
            case .found(let meeting): [meeting]
            case .ambiguous(let meetings), .filteredOut(let meetings): meetings
            case .notFound, nil: []
            }
        guard !meetings.isEmpty else { return Self.error("no meeting of that name today", status: .notFound) }
        let json = MeetingRacesJSONRecord.encode(meetings, now: now())
        return record(json, updatedAt: snapshot.updatedAt, request: request)
    }

    private func raceRecord(_ id: String?, _ request: Request) async -> Response {
        guard let id else { return Self.error("no race with that id", status: .notFound) }
        guard let snapshot = await cards.latest(for: id) else {
            return Self.error("the server is stopping", status: .serviceUnavailable)
        }
        guard let card = snapshot.card else {
            let message = snapshot.failure.map(RacingDayPages.message) ?? "the race card has not arrived"
            return Self.error(message, status: Self.status(of: snapshot))
        }
        return record(
            RaceCardJSONRecord(card: card, now: now()).json(), updatedAt: snapshot.updatedAt, request: request
        )
    }

    /// `json` with a weak tag naming the run and when its data came, so a cache revalidates it
    /// with a 304 until the next fetch.
    private func record(_ json: String, updatedAt: Date?, request: Request) -> Response {
        let stamp = Int64((updatedAt ?? .distantPast).timeIntervalSince1970 * 1_000)
        let tag = "W/\"\(run)-\(stamp)\""
        var headers: HTTPFields = [.eTag: tag, .cacheControl: "public, max-age=\(Self.recordMaxAge)"]
        if let ifNoneMatch = request.headers[.ifNoneMatch], EntityTags(ifNoneMatch).matches(tag) {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentType] = "application/json"
        return Response(
            status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: json)))
    }

    // MARK: Parameters and responses

    /// The meeting name in the path, decoded, or nil when it is not one a day could hold.
    static func name(in context: BasicRequestContext, _ parameter: String = "name") -> String? {
        guard let raw = context.parameters.get(parameter), raw.utf8.count <= longestName * 3,
            let name = raw.removingPercentEncoding, !name.isEmpty, name.count <= longestName,
            !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else { return nil }
        return name
    }

    /// The race id in the path, or nil when it is not one: 1 to 64 letters, digits and dashes.
    static func raceID(in context: BasicRequestContext) -> String? {
        guard let id = context.parameters.get("id"), (1...64).contains(id.utf8.count),
            id.utf8.allSatisfy(isIDByte)
        else { return nil }
        return id
    }

    private static func isIDByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
            true
        default: false
        }
    }

    /// The race number in the path, from 1 to 99, or nil.
    static func number(in context: BasicRequestContext) -> Int? {
        context.parameters.get("number", as: Int.self).flatMap { (1...99).contains($0) ? $0 : nil }
    }

    /// 404 for a race the API does not know, 503 for a card that has not arrived, else 200.
    private static func status(of snapshot: RaceCardSnapshot) -> HTTPResponse.Status {
        if case .unknownRace = snapshot.failure { return .notFound }
        return snapshot.card == nil ? .serviceUnavailable : .ok
    }

    private static let noSuchRacePage = RacingDayPages.notFound("No race of that id today.", meeting: nil)

    private static var unavailable: Response {
        error("the server is stopping", status: .serviceUnavailable)
    }

    private static func html(_ html: String, status: HTTPResponse.Status) -> Response {
        Response(
            status: status, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-cache"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
    }

    private static func error(_ message: String, status: HTTPResponse.Status) -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let json =
            (try? encoder.encode(["error": message])).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return Response(
            status: status, headers: [.contentType: "application/json", .cacheControl: "no-cache"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: json)))
    }
}
