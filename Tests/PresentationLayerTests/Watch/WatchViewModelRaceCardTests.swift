import DomainLayer
import Foundation
import SharedUtils
import TestSupport
import Testing

@testable import PresentationLayer

/// The race card Enter opens over the watch board: the effects that open, refresh and close it,
/// and what the screen and its status line show as its snapshots come.
@Suite struct WatchViewModelRaceCardTests {
    private let now = Date(timeIntervalSince1970: 1_768_438_800)
    private let utc = TimeZone(identifier: "UTC")!
    private let r = WatchKey.byte(UInt8(ascii: "r"))

    private func model() -> WatchViewModel {
        WatchViewModel(
            settings: .init(filter: .all, limit: 5, timeZone: utc),
            size: ScreenSize(columns: 80, rows: 24), now: now)
    }

    private func races() -> [Race] {
        [
            RaceFactory.race("a", .harness, meeting: "Bendigo", number: 6, startsIn: 300, from: now),
            RaceFactory.race("b", .horse, meeting: "Flemington", number: 4, startsIn: 600, from: now),
        ]
    }

    private func board(_ races: [Race]? = nil) -> WatchEvent {
        .snapshot(
            NextRacesSnapshot(
                races: races ?? self.races(), filter: .all, limit: 5, takenAt: now, updatedAt: now))
    }

    private func card(winPrice: Double = 7) -> RaceCard {
        RaceCard(
            race: races()[0], status: .open,
            runners: [
                Runner(
                    number: 1, name: "Karuma Kev", barrier: 1, rider: "Ellen Tormey", trainer: "Trevor Monk",
                    form: "1973330186", winPrice: winPrice, placePrice: 2.1),
                Runner(number: 3, name: "Write About Angus Nz", isScratched: true),
                Runner(
                    number: 10, name: "American Hammer Nz", barrier: 3, rider: "Josh Dickie",
                    trainer: "J I Dickie, S J Dickie", form: "21x", winPrice: 2.4, placePrice: 1.3),
            ])
    }

    private func cardEvent(
        _ card: RaceCard?, raceID: String = "a", updatedAt: TimeInterval = -3,
        failure: RaceCardFetchError? = nil, nextFetchIn: TimeInterval = 27
    ) -> WatchEvent {
        .raceCard(
            RaceCardSnapshot(
                raceID: raceID, card: card, updatedAt: card == nil ? nil : now.addingTimeInterval(updatedAt),
                failure: failure, nextFetchAt: now.addingTimeInterval(nextFetchIn)))
    }

    /// A model with the board shown and the first race's card opened.
    private func opened() -> WatchViewModel {
        var model = model()
        _ = model.handle(board(), at: now)
        _ = model.handle(.key(.down), at: now)
        _ = model.handle(.key(.enter), at: now)
        return model
    }

    private func shownCard(_ model: WatchViewModel) -> OpenRaceCard? {
        model.screen.details?.card
    }

    @Test func enterAsksForTheSelectedRacesCardAndSaysItIsLoading() throws {
        var model = model()
        _ = model.handle(board(), at: now)
        _ = model.handle(.key(.down), at: now)
        _ = model.handle(.key(.down), at: now)

        #expect(model.handle(.key(.enter), at: now) == [.raceCard(.open(raceID: "b"))])

        let details = try #require(model.screen.details)
        #expect(details.viewModel.title == "Horse · Flemington R4", "the board's details while it loads")
        #expect(details.card == OpenRaceCard(content: .loading, statusText: "refreshing…"))
    }

    @Test func enterWithNothingSelectedOnlySelectsAndOpensNoCard() {
        var model = model()
        _ = model.handle(board(), at: now)
        #expect(model.handle(.key(.enter), at: now).isEmpty)
        #expect(model.screen.details == nil)
    }

    @Test func aCardThatArrivesShowsItsFieldAndWhenItsPricesWereTaken() throws {
        var model = opened()

        #expect(model.handle(cardEvent(card()), at: now).isEmpty)

        let shown = try #require(shownCard(model))
        let expected = RaceCardViewModel(card: card(), now: now, timeZone: utc)
        #expect(shown.content == .card(expected, field: RaceCardTableLayout.lines(for: expected, width: 80)))
        #expect(shown.statusText == "prices at 00:59:57")
        #expect(!shown.isProblem)
        guard case .card(let viewModel, let field) = shown.content else { return }
        #expect(viewModel.header.lines.first?.value == "Open", "the status heads the facts")
        #expect(
            field.map(\.text).contains {
                $0.hasPrefix(" 3  Write About Angus Nz") && $0.hasSuffix("SCRATCHED")
            })
    }

    @Test func rRefreshesTheCardAloneAndSaysSoUntilTheNextCard() throws {
        var model = opened()
        _ = model.handle(cardEvent(card()), at: now)

        #expect(model.handle(.key(r), at: now) == [.raceCard(.refresh)], "not the board's refresh")

        #expect(shownCard(model)?.statusText == "refreshing…")
        #expect(!model.screen.chrome.isRefreshing, "the board is not refreshing")
        #expect(model.screen.details != nil, "r keeps the card open")
        _ = model.handle(cardEvent(card(winPrice: 6), updatedAt: 0, nextFetchIn: 30), at: now)
        #expect(shownCard(model)?.statusText == "prices at 01:00:00")
        guard case .card(let viewModel, _) = shownCard(model)?.content else {
            Issue.record("no card: \(String(describing: shownCard(model)))")
            return
        }
        #expect(viewModel.rows.first?.winText == "6.00")
    }

    @Test func closingAsksToStopTheCardAndTheBoardComesBack() {
        var model = opened()
        _ = model.handle(cardEvent(card()), at: now)

        #expect(model.handle(.key(.escape), at: now) == [.raceCard(.close)])

        #expect(model.screen.details == nil)
        #expect(model.handle(.key(r), at: now) == [.board(.refresh)], "r refreshes the board again")
    }

    @Test(arguments: [WatchKey.enter, .backspace, .byte(UInt8(ascii: "h"))])
    func everyOtherKeyButQClosesTheCardToo(key: WatchKey) {
        var model = opened()
        #expect(model.handle(.key(key), at: now) == [.raceCard(.close)])
        #expect(model.screen.details == nil)
    }

    @Test func aCardThatComesAfterItWasClosedIsNotShown() {
        var model = opened()
        _ = model.handle(.key(.escape), at: now)
        _ = model.handle(cardEvent(card()), at: now)
        #expect(model.screen.details == nil, "a closed card's last fetch opens nothing")

        _ = model.handle(.key(.down), at: now)
        #expect(model.handle(.key(.enter), at: now) == [.raceCard(.open(raceID: "b"))])
        _ = model.handle(cardEvent(card(), raceID: "a"), at: now)
        #expect(shownCard(model)?.content == .loading, "another race's card is not this one's")
    }

    @Test func aCardWhoseFetchFailsStaysMarkedStaleWithTheNextTry() throws {
        var model = opened()
        _ = model.handle(cardEvent(card()), at: now)

        _ = model.handle(
            cardEvent(card(), failure: .fetch(.unreachable(host: "api.neds.com.au")), nextFetchIn: 20),
            at: now)

        let stale = try #require(shownCard(model))
        #expect(stale.statusText == "offline: showing prices from 00:59:57, retrying in 20s")
        #expect(stale.isProblem)
        guard case .card = stale.content else {
            Issue.record("the last card should still show: \(stale.content)")
            return
        }
        _ = model.handle(.tick, at: now.addingTimeInterval(5))
        #expect(shownCard(model)?.statusText == "offline: showing prices from 00:59:57, retrying in 15s")
        _ = model.handle(cardEvent(card(), updatedAt: 30, nextFetchIn: 60), at: now.addingTimeInterval(30))
        #expect(shownCard(model)?.statusText == "prices at 01:00:30")
        #expect(shownCard(model)?.isProblem == false)
    }

    @Test func aFailureBeforeAnyCardSaysWhyUnderTheDetailsAndWhenItRetries() throws {
        var model = opened()

        _ = model.handle(
            cardEvent(nil, failure: .fetch(.timedOut(host: "api.neds.com.au")), nextFetchIn: 30), at: now)

        let shown = try #require(shownCard(model))
        #expect(
            shown.content
                == .unavailable([
                    "Cannot show the race card: \(FetchFailure.timedOut(host: "api.neds.com.au").message)."
                ])
        )
        #expect(shown.statusText == "no answer, retrying in 30s")
        #expect(shown.isProblem)
        #expect(model.screen.details?.viewModel.title == "Harness · Bendigo R6")
    }

    @Test func aDemoRaceWithoutARecordedCardSaysSoAndWhatToPressNotAShellCommand() throws {
        var model = opened()

        _ = model.handle(cardEvent(nil, failure: .noRecordedCard(race: races()[0])), at: now)

        let shown = try #require(shownCard(model))
        #expect(
            shown.content
                == .unavailable([
                    "The demo has no recorded harness card, so this race shows only its details.",
                    "Press Escape for the board, then Enter on a race of another category.",
                ]))
        #expect(shown.statusText == "no card in the demo")
        #expect(!shown.isProblem, "not a failure")
    }

    @Test func theFieldFollowsAResize() throws {
        var model = opened()
        _ = model.handle(cardEvent(card()), at: now)
        _ = model.handle(.resize(ScreenSize(columns: 120, rows: 30)), at: now)
        guard case .card(_, let wide) = shownCard(model)?.content else {
            Issue.record("no card")
            return
        }
        #expect(wide.first?.text.contains("Trainer") == true)

        _ = model.handle(.resize(ScreenSize(columns: 50, rows: 20)), at: now)

        guard case .card(_, let narrow) = shownCard(model)?.content else {
            Issue.record("the card closed on a resize")
            return
        }
        #expect(narrow.first?.text.contains("Trainer") == false, "the trainer goes first: \(narrow)")
        #expect(narrow.allSatisfy { DisplayWidth.columns(of: $0.text) <= 50 }, "\(narrow.map(\.text))")
    }

    @Test func aRaceThatLeavesTheBoardKeepsItsCardOpenAndUpdating() throws {
        var model = opened()
        _ = model.handle(cardEvent(card()), at: now)

        #expect(model.handle(board(Array(races().dropFirst())), at: now).isEmpty)

        #expect(model.screen.details?.viewModel.title == "Harness · Bendigo R6")
        _ = model.handle(
            cardEvent(card(winPrice: 5), updatedAt: 30, nextFetchIn: 60), at: now.addingTimeInterval(30))
        #expect(shownCard(model)?.statusText == "prices at 01:00:30")
    }

    @Test func qStillQuitsOverTheCard() {
        var model = opened()
        #expect(model.handle(.key(.byte(UInt8(ascii: "q"))), at: now) == [.quit(.quit)])
    }
}
