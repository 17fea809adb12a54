import DataLayer
import Foundation
import SharedUtils
import Synchronization
import TestSupport
import Testing

@testable import DomainLayer

/// Price moves on the demo's recorded day: the replay that gives `alerts --demo` a move at any
/// hour, and the moves a follower of the day sees as the demo replays its prices, which agree
/// with the card.
@Suite(.timeLimit(.minutes(1))) struct DemoPriceMoveTests {
    /// 00:00 UTC on 23 May 2026: the recorded day plays on any day.
    private static let day0 = Date(timeIntervalSince1970: 1_779_494_400)
    private static let demo = PriceWatchScope(blackbook: .demo)

    private func repositories(_ dates: DateSource) throws -> (
        RecordedRaceCardRepository, any MeetingsRepository
    ) {
        (
            RecordedRaceCardRepository(service: try RecordedRaceCardService.builtIn(dates: dates)),
            CarryOverMeetingsRepository(
                base: MeetingsServiceRepository(service: try RecordedMeetingsService.builtIn(dates: dates)),
                dates: dates)
        )
    }

    /// Hours across the day, with 14:00 and 15:00 UTC in the recorded day's longest wait for a
    /// harness race (13:32 to 16:35), when no race within the hour has a move to replay.
    @Test(arguments: [0, 4, 8, 11, 14, 15, 18, 21])
    func theReplayFindsARecordedMoveAtAnyHourOfTheDay(hour: Int) async throws {
        let now = Self.day0.addingTimeInterval(Double(hour) * 3600 + 17 * 60)
        let (cards, meetings) = try repositories(DateSource { now })

        let move = try #require(
            await DemoPriceReplay(cards: cards, meetings: meetings).latestMove(
                scope: Self.demo, threshold: .standard, timeZone: .gmt, at: now))

        #expect(move.card.race.advertisedStart <= now, "a race that has started")
        #expect(move.card.race.category == .harness, "the recorded harness card holds the moves")
        #expect(PriceMoveThreshold.standard.isPassed(by: try #require(move.move.changePercent)))
        #expect(move.seenAt.timeIntervalSince(move.since) <= 30 * 60, "within the window")
    }

    /// The first harness race starting after 06:00 UTC on the recorded day, with its start.
    private func harnessRace(in meetings: any MeetingsRepository) async throws -> MeetingRace {
        let day = try await meetings.racingDay(CalendarDate(year: 2026, month: 5, day: 23)!, timeZone: .gmt)
        return try #require(
            day.meetings.filter { $0.category == .harness }.flatMap(\.races)
                .filter { $0.advertisedStart >= Self.day0.addingTimeInterval(6 * 3600) }
                .min { $0.advertisedStart < $1.advertisedStart })
    }

    @Test func followingTheDemoDayAFollowedPriceMoveAlertsOnceAndAgreesWithTheCard() async throws {
        let (_, probe) = try repositories(DateSource { Self.day0 })
        let race = try await harnessRace(in: probe)
        let clock = ManualClock(startDate: race.advertisedStart.addingTimeInterval(-50 * 60))
        let (cards, meetings) = try repositories(clock.dates)
        let follower = BlackbookFollower(
            blackbook: .demo, meetings: meetings, cards: cards, categories: CategoryFilter([.harness]),
            countries: .all, timeZone: .gmt, prices: Self.demo, clock: clock, dates: clock.dates)
        let moves = Mutex<[PriceMoveSighting]>([])
        let task = Task { await follower.run { reading in moves.withLock { $0 += reading.priceMoves } } }
        defer { task.cancel() }

        await clock.waitForSleepers()
        for _ in 0..<50 {
            await clock.advance(by: .seconds(60))
        }
        let raised = moves.withLock { $0 }.filter { $0.card.race.id == race.id }

        let firsts = raised.map { "\($0.runner.name) \($0.move.prices.first!)>\($0.move.current!)" }
        #expect(
            firsts == [
                "Karuma Kev 6.0>7.5", "Community Art 6.5>4.6", "American Hammer Nz 2.0>2.45",
                "Community Art 4.6>3.3",
            ], "each move once: \(firsts)")
        let first = try #require(raised.first { $0.runner.name == "Community Art" })
        #expect(first.seenAt == race.advertisedStart.addingTimeInterval(-40 * 60))
        #expect(
            first.card.movers.firmers.map(\.runner.name) == ["Community Art"], "the card's biggest firmer")
        for sighting in raised {
            let shown = try #require(
                sighting.card.move(of: sighting.runner, watched: nil), "the card shows a move")
            #expect(sighting.shown == shown, "the alert's since-the-open figure is the card's")
            let last = shown.prices.last!
            #expect(
                PriceMove.direction(from: sighting.move.prices.first!, to: last) == sighting.move.direction,
                "the card's prices went the alert's way")
        }
    }
}
