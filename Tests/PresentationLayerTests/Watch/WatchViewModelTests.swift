import DomainLayer
import Foundation
import TestSupport
import Testing

@testable import PresentationLayer

/// The watch screen's rules without a renderer: the screen state and the effects each event
/// gives.
@Suite struct WatchViewModelTests {
    private let now = Date(timeIntervalSince1970: 1_768_438_800)
    private let utc = TimeZone(identifier: "UTC")!

    private func model(filter: CategoryFilter = .all, zoneLabel: String? = nil) -> WatchViewModel {
        WatchViewModel(
            settings: .init(filter: filter, limit: 5, timeZone: utc, zoneLabel: zoneLabel),
            size: ScreenSize(columns: 80, rows: 24), now: now)
    }

    private func snapshot(filter: CategoryFilter = .all) -> NextRacesSnapshot {
        NextRacesSnapshot(
            races: [RaceFactory.race("a", meeting: "Flemington", number: 4, startsIn: 300, from: now)],
            filter: filter, limit: 5, takenAt: now, updatedAt: now)
    }

    @Test func beforeTheFirstBoardTheScreenIsLoadingWithTheClockInItsZone() {
        let model = model(zoneLabel: "UTC")
        #expect(model.screen.state == .loading)
        #expect(model.screen.chrome.clockText == "01:00:00 UTC")
        #expect(model.screen.chrome.racesDescription == "races")
    }

    @Test func aKeyThatMeansNothingAsksForNothing() {
        var model = model()
        _ = model.handle(.snapshot(snapshot()), at: now)
        #expect(model.handle(.key(.byte(UInt8(ascii: "x"))), at: now).isEmpty)
        #expect(model.handle(.tick, at: now.addingTimeInterval(1)).isEmpty)
    }

    @Test func theDetailsOfAStarredMeetingAreMarkedOnceTheStarIsSaved() throws {
        var model = model()
        _ = model.handle(.snapshot(snapshot()), at: now)
        _ = model.handle(.key(.down), at: now)
        _ = model.handle(.key(.enter), at: now)
        let details = try #require(model.screen.details)
        #expect(details.viewModel.title.contains("Flemington R4"), "\(details.viewModel.title)")
        #expect(!details.isStarred)
        _ = model.handle(
            .starSaved(message: "Starred Flemington.", stars: StarredMeetings(["Flemington"])), at: now)
        #expect(model.screen.details?.isStarred == true)
        #expect(model.screen.chrome.notice == WatchNotice(text: "Starred Flemington."))
    }

    @Test func aNoticeGivesWayToTheBoardsOwnStatusAfterAFewSeconds() {
        var model = model()
        _ = model.handle(.snapshot(snapshot()), at: now)
        _ = model.handle(
            .starSaved(message: "Unstarred Flemington.", stars: StarredMeetings([])), at: now)
        let notice = WatchNotice(text: "Unstarred Flemington.")

        _ = model.handle(.tick, at: now.addingTimeInterval(WatchViewModel.noticeLifetime - 1))
        #expect(model.screen.chrome.notice == notice, "still shown a second before it expires")
        _ = model.handle(.tick, at: now.addingTimeInterval(WatchViewModel.noticeLifetime))
        #expect(model.screen.chrome.notice == nil, "gone, so the status line says when it was updated")

        _ = model.handle(.starFailed(message: "the config file is read-only"), at: now.addingTimeInterval(60))
        _ = model.handle(.tick, at: now.addingTimeInterval(61))
        #expect(
            model.screen.chrome.notice?.text == "the config file is read-only", "a new notice starts afresh")
    }

    @Test func theStatusLineSaysAnAlertSentAndAChannelFailingOnceEachForAWhile() {
        var model = model()
        _ = model.handle(.snapshot(snapshot()), at: now)
        let alert = Alert(
            id: "x", kind: .priceMove, title: "Winx firmed 25% in Flemington R4", message: "", raisedAt: now)

        _ = model.handle(.alertDelivery(.sent(alert, channel: "ntfy https://ntfy.sh/r")), at: now)
        #expect(
            model.screen.chrome.notice
                == WatchNotice(text: "Sent to ntfy https://ntfy.sh/r: Winx firmed 25% in Flemington R4."))
        _ = model.handle(
            .alertDelivery(.failing(channel: "webhook https://h/x", reason: "webhook answered 503")), at: now)
        #expect(model.screen.chrome.notice?.isProblem == true)
        #expect(
            model.screen.chrome.notice?.text.hasPrefix("Webhook https://h/x is failing: webhook answered 503")
                == true)
        _ = model.handle(.tick, at: now.addingTimeInterval(WatchViewModel.noticeLifetime))
        #expect(model.screen.chrome.notice == nil, "said once, then the board's own status")
    }

    @Test func aRefreshAskedForByKeyLastsUntilTheNextBoard() {
        var model = model()
        _ = model.handle(.snapshot(snapshot()), at: now)
        #expect(model.handle(.key(.byte(UInt8(ascii: "r"))), at: now) == [.board(.refresh)])
        #expect(model.screen.chrome.isRefreshing)
        _ = model.handle(.snapshot(snapshot()), at: now)
        #expect(!model.screen.chrome.isRefreshing)
    }

    @Test func aResizeChangesTheSizeAndRedrawsAll() {
        var model = model()
        #expect(model.handle(.resize(ScreenSize(columns: 40, rows: 12)), at: now) == [.redrawAll])
        #expect(model.screen.size == ScreenSize(columns: 40, rows: 12))
    }
}
