import DomainLayer
import Foundation
import SharedUtils
import TestSupport
import Testing

@testable import PresentationLayer

/// While a card is open in watch mode, the prices seen at each refresh are kept with their times:
/// the card shows how they moved while watched, and marks a move for a few seconds.
@Suite(.timeLimit(.minutes(1))) struct WatchViewModelPriceHistoryTests {
    private let clock = ManualClock()
    private let utc = TimeZone(identifier: "UTC")!

    private var race: Race {
        RaceFactory.race("a", .horse, meeting: "Kanazawa", number: 9, startsIn: 600, from: clock.date)
    }

    /// A card like the Ladbrokes recording's: no fluctuations from the feed.
    private func card(_ first: Double, _ second: Double) -> RaceCard {
        RaceCard(
            race: race, status: .open,
            runners: [
                Runner(number: 1, name: "Apollo Nike", rider: "Tatsuya Nakajima", winPrice: first),
                Runner(number: 2, name: "J K Bonita", rider: "Kouji Fujita", winPrice: second),
            ])
    }

    /// The watch model with the board shown and the race's card opened, at the clock's date.
    private func opened() -> WatchViewModel {
        var model = WatchViewModel(
            settings: .init(filter: .all, limit: 5, timeZone: utc), size: ScreenSize(columns: 80, rows: 30),
            now: clock.date)
        _ = model.handle(
            .snapshot(
                NextRacesSnapshot(
                    races: [race], filter: .all, limit: 5, takenAt: clock.date, updatedAt: clock.date)),
            at: clock.date)
        _ = model.handle(.key(.down), at: clock.date)
        _ = model.handle(.key(.enter), at: clock.date)
        return model
    }

    /// The runners' lines of the open card's field.
    private func field(_ model: WatchViewModel) -> [RaceCardTableLayout.Line] {
        guard case .card(_, let field)? = model.screen.details?.card.content else { return [] }
        return field
    }

    @Test func aPriceThatMovesBetweenRefreshesShowsItsMoveAndIsMarkedForTenSeconds() async throws {
        let repository = StubRaceCardRepository { _ in self.card(4, 8) }
        let interactor = RaceCardInteractor(repository: repository, clock: clock, dates: clock.dates)
        let recorder = SnapshotRecorder(interactor.snapshots(raceID: "a"))
        await clock.waitForSleepers()
        var model = opened()
        _ = model.handle(.raceCard(try #require(recorder.last)), at: clock.date)
        #expect(field(model)[0].text.split(separator: " ").last == "Win", "no move yet: no move columns")

        repository.respond { _ in self.card(3.5, 8) }
        await clock.advance(by: .seconds(30))
        let refreshed = clock.date
        _ = model.handle(.raceCard(try #require(recorder.last)), at: refreshed)

        var lines = field(model)
        #expect(lines[0].text.hasSuffix("Seen  Move    Flucs"))
        #expect(lines[1].text.hasSuffix("4.00  -13% ↓  █▁"))
        #expect(lines[1].recentMove == .firming && lines[1].movement == .firming)
        #expect(lines[2].recentMove == nil && lines[2].movement == nil, "8.00 has not moved")
        let header = try #require(model.screen.details?.card.content)
        guard case .card(let viewModel, _) = header else { throw CancellationError() }
        #expect(
            viewModel.header.lines.contains(
                .init(label: "Movers", value: "1 Apollo Nike firmed 13% while watched")))

        _ = model.handle(.tick, at: refreshed.addingTimeInterval(9))
        #expect(field(model)[1].text.hasSuffix("-13% ↓  █▁"), "still marked after 9 s")
        _ = model.handle(.tick, at: refreshed.addingTimeInterval(10))
        lines = field(model)
        #expect(
            lines[1].text.hasSuffix("4.00  -13%  █▁") && lines[1].recentMove == nil,
            "the mark gone after 10 s")

        repository.respond { _ in self.card(3.5, 9) }
        await clock.advance(by: .seconds(30))
        _ = model.handle(.raceCard(try #require(recorder.last)), at: clock.date)
        lines = field(model)
        #expect(lines[1].text.hasSuffix("4.00  -13%    █▁"), "an unchanged price is not marked again")
        #expect(lines[2].text.hasSuffix("8.00  +13% ↑  ▁█") && lines[2].recentMove == .drifting)
        recorder.stop()
    }

    @Test func aStaleSnapshotAddsNoPriceAndClosingTheCardForgetsThem() async throws {
        var model = opened()
        func snapshot(_ card: RaceCard, at date: Date, failure: RaceCardFetchError? = nil) -> WatchEvent {
            .raceCard(
                RaceCardSnapshot(
                    raceID: "a", card: card, updatedAt: date, failure: failure,
                    nextFetchAt: date.addingTimeInterval(30)))
        }
        let start = clock.date
        _ = model.handle(snapshot(card(4, 8), at: start), at: start)
        _ = model.handle(
            snapshot(card(4, 8), at: start, failure: .fetch(.timedOut(host: "api.neds.com.au"))),
            at: start.addingTimeInterval(30))
        #expect(field(model)[1].recentMove == nil)
        _ = model.handle(
            snapshot(card(5, 8), at: start.addingTimeInterval(60)), at: start.addingTimeInterval(60))
        #expect(field(model)[1].text.hasSuffix("4.00  +25% ↑  ▁█"))

        _ = model.handle(.key(.escape), at: start.addingTimeInterval(61))
        _ = model.handle(.key(.enter), at: start.addingTimeInterval(62))
        _ = model.handle(
            snapshot(card(5, 8), at: start.addingTimeInterval(62)), at: start.addingTimeInterval(62))
        #expect(!field(model)[0].text.contains("Seen"), "a card opened again starts afresh")
    }
}
