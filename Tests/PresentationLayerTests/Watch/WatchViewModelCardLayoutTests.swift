import DomainLayer
import Foundation
import SharedUtils
import TestSupport
import Testing

@testable import PresentationLayer

/// An open race card's field, and the words on why there is none, follow the card, the failure
/// and the width through ticks (laid out only when one changes: `LayoutMemoTests`, and the
/// benchmark's card screen); and a message about an id of 30 KB is a few short lines.
@Suite struct WatchViewModelCardLayoutTests {
    private let now = Date(timeIntervalSince1970: 1_768_438_800)
    private let columns = 80
    private let hugeID = String(repeating: "7", count: 30_000)

    /// A model showing one race, its card opened.
    private func opened() -> WatchViewModel {
        .withCardOpen(
            on: RaceFactory.race("a", meeting: "Bendigo", number: 6, startsIn: 300, from: now),
            size: ScreenSize(columns: columns, rows: 24), at: now)
    }

    private func cardEvent(_ card: RaceCard?, failure: RaceCardFetchError? = nil, at date: Date) -> WatchEvent
    {
        .raceCard(
            RaceCardSnapshot(
                raceID: "a", card: card, updatedAt: card == nil ? nil : date, failure: failure,
                nextFetchAt: date.addingTimeInterval(30)))
    }

    private func unavailableLines(_ model: WatchViewModel) -> [String] {
        guard case .unavailable(let lines) = model.screen.details?.card.content else { return [] }
        return lines
    }

    private func field(_ model: WatchViewModel) -> [String] {
        guard case .card(_, let field) = model.screen.details?.card.content else { return [] }
        return field.map(\.text)
    }

    @Test func aMessageAboutAThirtyKilobyteIdIsAFewShortLinesThroughTicks() throws {
        var model = opened()
        _ = model.handle(cardEvent(nil, failure: .unknownRace(id: hugeID, origin: .live), at: now), at: now)

        let first = unavailableLines(model)
        for second in 1...60 {
            _ = model.handle(.tick, at: now.addingTimeInterval(Double(second)))
        }

        let lines = unavailableLines(model)
        #expect(lines == first)
        #expect((1...3).contains(lines.count), "\(lines)")
        #expect(lines.allSatisfy { DisplayWidth.columns(of: $0) <= columns }, "\(lines)")
        #expect(lines.joined(separator: " ").contains(String(repeating: "7", count: 63) + "…"))
    }

    @Test func theFieldFollowsANewWidthAndANewCard() throws {
        var model = opened()
        let race = RaceFactory.race("a", meeting: "Bendigo", number: 6, startsIn: 300, from: now)
        let name = "Karuma Kev Who Stays And Stays And Stays"
        let card = RaceCard(race: race, status: .open, runners: [Runner(number: 1, name: name, winPrice: 3)])
        _ = model.handle(cardEvent(card, at: now), at: now)
        _ = model.handle(.tick, at: now.addingTimeInterval(1))
        let wide = field(model)
        #expect(wide.contains { $0.contains("3.00") }, "\(wide)")

        _ = model.handle(cardEvent(card, at: now.addingTimeInterval(30)), at: now.addingTimeInterval(30))
        #expect(field(model) == wide, "the same card fetched again lays out the same")
        _ = model.handle(.resize(ScreenSize(columns: 40, rows: 24)), at: now.addingTimeInterval(31))
        #expect(field(model) != wide)
        #expect(field(model).allSatisfy { DisplayWidth.columns(of: $0) <= 40 }, "\(field(model))")
        let repriced = RaceCard(
            race: race, status: .open, runners: [Runner(number: 1, name: name, winPrice: 2.5)])
        _ = model.handle(cardEvent(repriced, at: now.addingTimeInterval(60)), at: now.addingTimeInterval(60))
        #expect(field(model).contains { $0.contains("2.50") }, "\(field(model))")
    }
}
