import DomainLayer
import Foundation
import PresentationLayer
import SharedUtils
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(1))) struct BoardPresenterTests {
    private let now = Date(timeIntervalSince1970: 1_768_438_800)
    private let utc = TimeZone(identifier: "UTC")!

    private func snapshot(
        _ races: [Race], filter: CategoryFilter = .all, failure: FetchFailure? = nil,
        updatedAt: Date? = nil, retryAt: Date? = nil
    ) -> NextRacesSnapshot {
        NextRacesSnapshot(
            races: races, filter: filter, limit: 5, takenAt: now, updatedAt: updatedAt ?? now,
            failure: failure, nextRetryAt: retryAt)
    }

    private func fiveRaces() -> [Race] {
        (0..<5).map { RaceFactory.race("r\($0)", startsIn: Double($0 + 1) * 60, from: now) }
    }

    @Test func turnsEachSnapshotIntoAScreenState() async {
        let interactor = MockNextRacesInteractor(snapshots: [
            snapshot(fiveRaces()), snapshot([], filter: CategoryFilter([.harness])),
        ])
        let presenter = BoardPresenter(timeZone: utc)

        var states: [ScreenState] = []
        for await snapshot in interactor.snapshots(for: .all, stars: .none, layout: .flat, limit: 5) {
            states.append(presenter.screenState(for: snapshot, at: now))
        }

        #expect(states.count == 2)
        guard case .ready(let board) = states.first else {
            Issue.record("expected a ready board, got \(String(describing: states.first))")
            return
        }
        #expect(board.rows.map(\.countdownText) == ["1m 00s", "2m 00s", "3m 00s", "4m 00s", "5m 00s"])
        #expect(board.updatedText == "01:00:00")
        #expect(!board.isStale)
        #expect(board.shortfallNote == nil)
        #expect(states.last == .empty(racesDescription: "harness races"))
        #expect(interactor.requestedBoards.map(\.limit) == [5])
    }

    @Test func beforeAnySnapshotTheScreenIsLoading() {
        let presenter = BoardPresenter(timeZone: utc)
        #expect(presenter.screenState(for: nil, at: now) == .loading)
    }

    @Test func countdownsTickWithTheTimeTheScreenIsDrawnAt() throws {
        let presenter = BoardPresenter(timeZone: utc)
        let board = snapshot(fiveRaces())
        guard case .ready(let first) = presenter.screenState(for: board, at: now),
            case .ready(let later) = presenter.screenState(for: board, at: now.addingTimeInterval(1))
        else {
            Issue.record("expected ready boards")
            return
        }
        #expect(first.rows[0].countdownText == "1m 00s")
        #expect(later.rows[0].countdownText == "59s")
    }

    @Test func staleRacesSayWhyAndWhenTheRetryIs() {
        let presenter = BoardPresenter(timeZone: utc)
        let state = presenter.screenState(
            for: snapshot(
                fiveRaces(), failure: .unreachable(host: "api.neds.com.au"),
                updatedAt: now.addingTimeInterval(-120), retryAt: now.addingTimeInterval(20)),
            at: now)
        guard case .ready(let board) = state else {
            Issue.record("expected a ready board, got \(state)")
            return
        }
        #expect(board.isStale)
        #expect(board.staleReason == "cannot reach api.neds.com.au (are you offline?)")
        #expect(board.updatedText == "00:58:00")
        #expect(board.retry == NextRetry(seconds: 20, clockTime: "01:00"))
        #expect(board.statusText == "offline: showing races from 00:58, retrying in 20s")
    }

    @Test(arguments: [
        (RaceFeedRoute.nextRaces, false, "updated 01:00:00"),
        (.categoryGroup, false, "updated 01:00:00 via v2 route"),
        (.racingDay, false, "updated 01:00:00 via racing day route"),
        (.categoryGroup, true, "offline: showing races from 00:58 via v2 route, retrying in 20s"),
    ])
    func aLaterRouteIsNamedOnTheStatusLineFreshOrStale(route: RaceFeedRoute, isStale: Bool, status: String) {
        var snapshot = snapshot(
            fiveRaces(), failure: isStale ? .unreachable(host: "api.neds.com.au") : nil,
            updatedAt: isStale ? now.addingTimeInterval(-120) : now,
            retryAt: isStale ? now.addingTimeInterval(20) : nil)
        snapshot.route = route
        guard case .ready(let board) = BoardPresenter(timeZone: utc).screenState(for: snapshot, at: now)
        else {
            Issue.record("expected a ready board")
            return
        }
        #expect(board.statusText == status)
    }

    @Test func currentRacesSayWhenTheyArrived() {
        let presenter = BoardPresenter(timeZone: utc)
        guard case .ready(let board) = presenter.screenState(for: snapshot(fiveRaces()), at: now) else {
            Issue.record("expected a ready board")
            return
        }
        #expect(board.statusText == "updated 01:00:00")
    }

    @Test(arguments: [
        (
            FetchFailure.httpStatus(429, retryAfter: .delay(.seconds(60))), 60,
            "rate limited: showing races from 00:58, retrying in 60s"
        ),
        (
            .httpStatus(503, retryAfter: nil), 0,
            "server error (HTTP 503): showing races from 00:58, retrying now"
        ),
        (.timedOut(host: "h"), 5, "no answer: showing races from 00:58, retrying in 5s"),
        (.invalidResponse(reason: "r"), 5, "unreadable response: showing races from 00:58, retrying in 5s"),
        (
            .httpStatus(429, retryAfter: .delay(.seconds(61))), 61,
            "rate limited: showing races from 00:58, retrying at 01:01"
        ),
        (
            .httpStatus(429, retryAfter: .delay(.seconds(3600))), 3600,
            "rate limited: showing races from 00:58, retrying at 02:00"
        ),
        (.unreachable(host: "h"), 5, "offline: showing races from 00:58, retrying in 5s"),
        (
            .hostNotFound(host: "api.neds.com.au"), 5,
            "cannot find api.neds.com.au: showing races from 00:58, retrying in 5s"
        ),
        (
            .connectionRefused(host: "127.0.0.1:9"), 5,
            "nothing listening at 127.0.0.1:9: showing races from 00:58, retrying in 5s"
        ),
        (.tooManyRedirects(host: "h"), 5, "too many redirects: showing races from 00:58, retrying in 5s"),
        (
            .tlsFailure(host: "api.neds.com.au"), 5,
            "no secure connection to api.neds.com.au: showing races from 00:58, retrying in 5s"
        ),
    ])
    func theStatusLineNamesTheFaultInAFewWords(failure: FetchFailure, retryIn: Int, status: String) {
        let presenter = BoardPresenter(timeZone: utc)
        let state = presenter.screenState(
            for: snapshot(
                fiveRaces(), failure: failure, updatedAt: now.addingTimeInterval(-120),
                retryAt: now.addingTimeInterval(TimeInterval(retryIn))),
            at: now)
        guard case .ready(let board) = state else {
            Issue.record("expected a ready board, got \(state)")
            return
        }
        #expect(board.statusText == status)
    }

    @Test func aFailureWithNothingToShowIsAFailedScreen() {
        let presenter = BoardPresenter(timeZone: utc)
        let state = presenter.screenState(
            for: snapshot(
                [], failure: .httpStatus(503, retryAfter: nil), updatedAt: nil,
                retryAt: now.addingTimeInterval(10)),
            at: now)
        #expect(
            state
                == .failed(
                    message: "the racing API is having trouble (HTTP 503)",
                    retry: NextRetry(seconds: 10, clockTime: "01:00")))
    }

    @Test func aNetworkFailureWithNothingToShowSaysWhatToDoMeanwhile() {
        let state = BoardPresenter(timeZone: utc).screenState(
            for: snapshot([], failure: .hostNotFound(host: "api.neds.com.au"), updatedAt: nil, retryAt: nil),
            at: now)
        guard case .failed(_, let hint, _) = state else {
            Issue.record("expected a failed screen, got \(state)")
            return
        }
        #expect(
            hint == "Try --demo for a recorded racing day, or nexttogo doctor to see what answers.")
    }

    @Test func aLongWaitSaysWhenTheRetryIsInTheBoardsTimeZone() {
        let melbourne = TimeZone(identifier: "Australia/Melbourne")!
        let presenter = BoardPresenter(timeZone: melbourne)
        let state = presenter.screenState(
            for: snapshot(
                [], failure: .httpStatus(429, retryAfter: .delay(.seconds(3600))), updatedAt: nil,
                retryAt: now.addingTimeInterval(3600)),
            at: now)
        guard case .failed(_, _, let retry) = state else {
            Issue.record("expected a failed screen, got \(state)")
            return
        }
        #expect(RetryWording.phrase(retry) == "retrying at 13:00")
    }

    @Test(arguments: [9.3e18, 1e20, -1e20])
    func aRetryBeyondAnyIntOfSecondsIsWordedWithoutTrapping(secondsAway: Double) {
        let presenter = BoardPresenter(timeZone: utc)
        let state = presenter.screenState(
            for: snapshot(
                fiveRaces(), failure: .httpStatus(429, retryAfter: nil), updatedAt: now,
                retryAt: now.addingTimeInterval(secondsAway)),
            at: now)
        guard case .ready(let board) = state else {
            Issue.record("expected a ready board, got \(state)")
            return
        }
        #expect(board.retry?.seconds == (secondsAway > 0 ? Int.max : 0))
    }

    @Test func aShortBoardSaysHowManyItFound() {
        let presenter = BoardPresenter(timeZone: utc)
        let horses = CategoryFilter([.horse])
        let state = presenter.screenState(
            for: snapshot(Array(fiveRaces().prefix(3)), filter: horses), at: now)
        guard case .ready(let board) = state else {
            Issue.record("expected a ready board, got \(state)")
            return
        }
        #expect(board.shortfallNote == "only 3 of 5 horse races listed")
    }

    @Test(arguments: [
        (CategoryFilter.all, "races"),
        (CategoryFilter([.greyhound]), "greyhound races"),
        (CategoryFilter([.harness, .horse]), "horse and harness races"),
    ])
    func filtersAreDescribedInWords(filter: CategoryFilter, words: String) {
        #expect(filter.racesDescription == words)
    }

    @Test func rowsOfStarredMeetingsAreMarked() throws {
        let presenter = BoardPresenter(timeZone: utc)
        let races = [
            RaceFactory.race("a", meeting: "Flemington", startsIn: 60, from: now),
            RaceFactory.race("b", meeting: "Randwick", startsIn: 120, from: now),
        ]
        var starred = snapshot(races)
        starred.stars = StarPreferences(meetings: StarredMeetings(["flemington"]))
        guard case .ready(let board) = presenter.screenState(for: starred, at: now) else {
            Issue.record("expected a ready board")
            return
        }
        #expect(board.rows.map(\.isStarred) == [true, false])
    }

    @Test func aBoardOfOnlyStarredMeetingsSaysSo() {
        let presenter = BoardPresenter(timeZone: utc)
        var empty = snapshot([], filter: CategoryFilter([.horse]))
        empty.stars = StarPreferences(meetings: StarredMeetings(["Flemington"]), placement: .only)
        #expect(presenter.screenState(for: empty, at: now) == .empty(racesDescription: "starred horse races"))
    }

    @Test func startTimesAreShownInTheViewModelsTimeZone() throws {
        let london = try #require(TimeZone(identifier: "Europe/London"))
        let sydney = try #require(TimeZone(identifier: "Australia/Sydney"))
        let race = RaceFactory.race("a", startsIn: 0, from: now)
        for (zone, expected) in [(london, "01:00"), (sydney, "12:00")] {
            let presenter = BoardPresenter(timeZone: zone)
            guard case .ready(let board) = presenter.screenState(for: snapshot([race]), at: now) else {
                Issue.record("expected a ready board")
                return
            }
            #expect(board.rows.first?.startTimeText == expected)
        }
    }
}
