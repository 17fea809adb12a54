import DomainLayer
import Foundation
import Hummingbird
import PresentationLayer

/// The race cards of `nexttogo serve`: `/race/<id>` as a page, `/api/race/<id>` as the `--json`
/// record, and `/race/<meeting>/<number>` sending the browser to its card. Each card is read from
/// its one poller, started by the first screen to ask and stopped when screens stop asking
/// (`OnDemandFeeds`). An id that names nothing (`RacingDayPath`) is 404 before anything is
/// fetched, and a card is fetched only for a race on the board or on the racing day. A race on the
/// board always gets its card; any other counts against the share of the screen that asks
/// (`ScreenAddress`).
struct RaceCardRoutes: Sendable {
    /// The cards' pollers, the racing day's and the board, which say which races may open.
    let feeds: ServeFeeds
    /// The zone start times are shown in.
    let timeZone: TimeZone
    /// The wall clock the countdowns are worked out from.
    let now: @Sendable () -> Date

    /// The routes, to add to the router.
    var endpoints: RouteCollection<ServeRequestContext> {
        RouteCollection(context: ServeRequestContext.self)
            .get("/race/:id", use: racePage)
            // The router needs one name for the segment after /race/: here it is the meeting's.
            .get("/race/:id/:number", use: raceByNumber)
            .get("/api/race/:id", use: raceRecord)
    }

    /// A race's card.
    @Sendable func racePage(_ request: Request, context: ServeRequestContext) async throws(ServeProblem)
        -> HTMLPage
    {
        let (snapshot, _) = try await cardSnapshot(request, context: context)
        return HTMLPage(html: RacingDayPages(timeZone: timeZone).card(snapshot, at: now()))
    }

    /// Sends the browser (303) to the card of a meeting's race by its number.
    @Sendable func raceByNumber(_ request: Request, context: ServeRequestContext) async throws(ServeProblem)
        -> Response
    {
        guard let name = RacingDayPath.name(in: context, "id"), let number = RacingDayPath.number(in: context)
        else { throw .notFound("No race of that name today.") }
        let (_, racingDay) = try await feeds.today()
        guard case .found(_, let race) = MeetingFinder(day: racingDay).findRace(meeting: name, number: number)
        else { throw .notFound("No race \(number) at a meeting of that name today.", meeting: name) }
        return Response(status: .seeOther, headers: [.location: RacingDayPages.racePath(race.id)])
    }

    /// A race's card as `nexttogo race <id> --json` prints it.
    @Sendable func raceRecord(_ request: Request, context: ServeRequestContext) async throws(ServeProblem)
        -> TaggedRecord
    {
        let (snapshot, card) = try await cardSnapshot(request, context: context)
        let isStarred = feeds.hub.current.snapshot?.stars.meetings.contains(card.race.meetingName) ?? false
        let record = RaceCardJSONRecord(card: card, now: now(), isStarred: isStarred)
        return TaggedRecord(fetched: record.json(), updatedAt: snapshot.updatedAt, run: feeds.hub.run)
    }

    /// The latest snapshot of the card of the race the path names, which must have arrived, and
    /// the card, asked for by the request's screen. A race not on the board and not followed yet
    /// must be on the racing day, so a made-up id starts no card poller; that look does not keep
    /// the day followed, so made-up ids cannot keep its poller going either.
    private func cardSnapshot(_ request: Request, context: ServeRequestContext) async throws(ServeProblem)
        -> (
            snapshot: RaceCardSnapshot, card: RaceCard
        )
    {
        guard let id = RacingDayPath.raceID(in: context) else { throw .notFound("No race of that id today.") }
        let isOnBoard = feeds.hub.current.snapshot?.races.contains { $0.id == id } ?? false
        if !isOnBoard, !feeds.cards.isFollowing(id) {
            let (_, racingDay) = try await feeds.today(keepingItFollowed: false)
            guard racingDay.hasRace(id: id) else { throw .notFound("No race of that id today.") }
        }
        let screen = ScreenAddress.of(request, context: context)
        switch await feeds.cards.latest(for: id, .init(screen: screen, isPriority: isOnBoard)) {
        case .snapshot(let snapshot):
            guard let card = snapshot.card else {
                throw Self.problem(snapshot.failure, otherwise: "The race card has not arrived.")
            }
            return (snapshot, card)
        case .busy: throw .busy
        case .unavailable: throw .unavailable("The race card is not available now.")
        }
    }

    /// Why a card's snapshot has no card: a race the API does not know is 404, else 503.
    private static func problem(_ failure: RaceCardFetchError?, otherwise: String) -> ServeProblem {
        guard let failure else { return .unavailable(otherwise) }
        let message = RacingDayPages.message(failure)
        if case .unknownRace = failure { return .notFound(message) }
        return .unavailable(message)
    }
}
