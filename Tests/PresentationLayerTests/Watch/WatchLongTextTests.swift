import DataLayer
import DomainLayer
import Foundation
import SharedUtils
import TestSupport
import Testing

@testable import PresentationLayer

/// A hostile race card on the watch screen, from the wire to the frame: a race comment of
/// 4.5 MB and an unknown id of 30 KB come out as a screenful of short lines, laid out once and
/// not again on each tick.
@Suite struct WatchLongTextTests {
    private struct StubService: RaceCardService {
        let response: RaceCardResponse?

        func raceCard(raceID: String) async throws(FetchFailure) -> RaceCardResponse? { response }
    }

    private let now = Date(timeIntervalSince1970: 1_768_438_800)
    private let size = ScreenSize(columns: 80, rows: 24)
    private let layout = WatchScreenLayout(usesColor: false)

    /// A model showing the race `id`, its card opened.
    private func opened(raceID id: String) -> WatchViewModel {
        .withCardOpen(
            on: RaceFactory.race(id, meeting: "Bendigo", number: 6, startsIn: 300, from: now), size: size,
            at: now)
    }

    /// The card of `response` as the repository gives it, or the error it throws, as a snapshot.
    private func fetched(_ response: RaceCardResponse?, raceID: String) async -> WatchEvent {
        let repository = RaceCardServiceRepository(service: StubService(response: response))
        do {
            let card = try await repository.raceCard(raceID: raceID)
            return .raceCard(
                RaceCardSnapshot(
                    raceID: raceID, card: card, updatedAt: now, failure: nil, nextFetchAt: now + 30))
        } catch {
            return .raceCard(
                RaceCardSnapshot(
                    raceID: raceID, card: nil, updatedAt: nil, failure: error,
                    nextFetchAt: now + 30))
        }
    }

    /// Ticks `model` for a minute, drawing each frame; the frames drawn.
    private func tickForAMinute(_ model: inout WatchViewModel) -> [[StyledLine]] {
        (1...60).map { second in
            _ = model.handle(.tick, at: now.addingTimeInterval(Double(second)))
            return layout.frame(for: model.screen)
        }
    }

    @Test func aRaceCommentOfFourAndAHalfMegabytesIsAFewLinesThroughTicks() async throws {
        let comment = String(repeating: "Drawn wide, should settle handy and run on. ", count: 102_300)
        let response = RaceCardResponse(
            race: RaceCardRace(
                id: "a", name: "Maiden", number: 6, advertisedStart: now + 300,
                form: RaceForm(comment: comment)),
            meetingName: "Bendigo", categoryID: RaceCategory.horse.categoryID, status: .open,
            entrants: [RaceCardEntrant(id: "e", number: 1, name: "Karuma Kev", winPrice: 3)])
        var model = opened(raceID: "a")
        _ = model.handle(await fetched(response, raceID: "a"), at: now)

        let frames = tickForAMinute(&model)

        #expect(Set(frames.map { $0.map(\.text).filter { $0.contains("Drawn wide") } }).count == 1)
        let details = try #require(model.screen.details)
        guard case .card(let card, _) = details.card.content else {
            Issue.record("no card shown")
            return
        }
        let facts = card.header.laidOutLines(width: size.columns)
        #expect(facts.count < 50, "the comment is cut to \(ShownTextLimit.comment) characters")
        #expect(facts.contains { $0.text.hasSuffix("…") })
        #expect(
            frames.allSatisfy { $0.count <= size.rows && $0.allSatisfy { $0.text.count <= size.columns } })
    }

    @Test func anUnknownIdOfThirtyKilobytesIsAShortMessageThroughTicks() async throws {
        let id = String(repeating: "7", count: 30_000)
        var model = opened(raceID: id)
        _ = model.handle(await fetched(nil, raceID: id), at: now)

        let frames = tickForAMinute(&model)

        let last = try #require(frames.last).map(\.text)
        let message = last.drop { !$0.hasPrefix("Cannot show the race card") }.prefix { !$0.isEmpty }
        #expect(
            Array(message) == [
                "Cannot show the race card: the racing API does not know a race",
                "  '777777777777777777777777777777777777777777777777777777777777777…'; 'nexttogo",
                "  --json' lists the ids of the next races.",
            ])
    }
}
