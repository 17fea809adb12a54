import DomainLayer
import Foundation
import SharedUtils
import TestSupport
import Testing

@testable import PresentationLayer

/// An open race card's field, and the words on why there is none, are laid out when the card,
/// the failure or the width changes, not on every tick; and a message about an id of 30 KB is a
/// few short lines.
@Suite struct WatchViewModelCardLayoutTests {
    private let now = Date(timeIntervalSince1970: 1_768_438_800)
    private let columns = 80
    private let hugeID = String(repeating: "7", count: 30_000)

    /// A model showing one race, its card opened.
    private func opened() -> WatchViewModel {
        let race = RaceFactory.race("a", meeting: "Bendigo", number: 6, startsIn: 300, from: now)
        var model = WatchViewModel(
            settings: .init(filter: .all, limit: 5, timeZone: TimeZone(identifier: "UTC")!),
            size: ScreenSize(columns: columns, rows: 24), now: now)
        _ = model.handle(
            .snapshot(NextRacesSnapshot(races: [race], filter: .all, limit: 5, takenAt: now, updatedAt: now)),
            at: now)
        _ = model.handle(.key(.down), at: now)
        _ = model.handle(.key(.enter), at: now)
        return model
    }

    private func cardEvent(_ card: RaceCard?, failure: RaceCardFetchError? = nil, at date: Date) -> WatchEvent
    {
        .raceCard(
            RaceCardSnapshot(
                raceID: "a", card: card, updatedAt: card == nil ? nil : date, failure: failure,
                nextFetchAt: date.addingTimeInterval(30)))
    }

    private func unavailableLines(_ model: WatchViewModel) -> [String] {
        guard case .unavailable(let lines) = model.screen.arrangement.details?.card.content else { return [] }
        return lines
    }

    @Test func aMessageAboutAThirtyKilobyteIdIsLaidOutOnceInAFewLines() throws {
        var model = opened()
        _ = model.handle(cardEvent(nil, failure: .unknownRace(id: hugeID, origin: .live), at: now), at: now)

        for second in 1...60 {
            _ = model.handle(.tick, at: now.addingTimeInterval(Double(second)))
        }

        #expect(model.cardLayoutCount == 1, "laid out when the failure came, not on each of 60 ticks")
        let lines = unavailableLines(model)
        #expect((1...3).contains(lines.count), "\(lines)")
        #expect(lines.allSatisfy { DisplayWidth.columns(of: $0) <= columns }, "\(lines)")
        #expect(lines.joined(separator: " ").contains(String(repeating: "7", count: 63) + "…"))
    }

    @Test func theLayoutIsMadeAgainForANewWidthOrANewCardOnly() throws {
        var model = opened()
        let race = RaceFactory.race("a", meeting: "Bendigo", number: 6, startsIn: 300, from: now)
        let card = RaceCard(
            race: race, status: .open, runners: [Runner(number: 1, name: "Karuma Kev", winPrice: 3)])
        _ = model.handle(cardEvent(card, at: now), at: now)
        _ = model.handle(.tick, at: now.addingTimeInterval(1))
        #expect(model.cardLayoutCount == 1)

        _ = model.handle(cardEvent(card, at: now.addingTimeInterval(30)), at: now.addingTimeInterval(30))
        #expect(model.cardLayoutCount == 1, "the same card fetched again lays out the same")
        _ = model.handle(.resize(ScreenSize(columns: 60, rows: 24)), at: now.addingTimeInterval(31))
        #expect(model.cardLayoutCount == 2)
        let repriced = RaceCard(
            race: race, status: .open, runners: [Runner(number: 1, name: "Karuma Kev", winPrice: 2.5)])
        _ = model.handle(cardEvent(repriced, at: now.addingTimeInterval(60)), at: now.addingTimeInterval(60))
        #expect(model.cardLayoutCount == 3)
        guard case .card(_, let field) = model.screen.arrangement.details?.card.content else {
            Issue.record("no card shown")
            return
        }
        #expect(field.contains { $0.text.contains("2.50") }, "\(field.map(\.text))")
    }
}
