import DomainLayer
import Foundation
import PresentationLayer
import SharedUtils
import TestSupport
import Testing

@testable import NextToGoCLI

/// The race card Enter opens in watch mode, drawn: the view-model takes the board, the keys and
/// the card's snapshots, and the renderer draws each frame.
@Suite struct WatchRaceCardScreenTests {
    private let now = Date(timeIntervalSince1970: 1_768_438_800)
    private let utc = TimeZone(identifier: "UTC")!

    private func races() -> [Race] {
        [
            Race(
                id: "a", category: .harness, meetingName: "Bendigo", raceNumber: 6,
                raceName: "Garrards Horse & Hound Pace", advertisedStart: now.addingTimeInterval(300),
                details: RaceForm(distance: 2_150, distanceUnit: "m", trackCondition: "Good")),
            RaceFactory.race("b", .horse, meeting: "Flemington", number: 4, startsIn: 600, from: now),
        ]
    }

    /// A card of the first race with `runners` runners: the first three as a real field has them
    /// (a favourite, a scratching), then more alike.
    private func card(status: RaceStatus = .open, runners: Int = 3) -> RaceCard {
        let field = [
            Runner(
                number: 1, name: "Karuma Kev", barrier: 1, rider: "Ellen Tormey", trainer: "Trevor Monk",
                form: "1973330186", winPrice: 7, placePrice: 2.1),
            Runner(number: 3, name: "Write About Angus Nz", isScratched: true),
            Runner(
                number: 10, name: "American Hammer Nz", barrier: 3, rider: "Josh Dickie",
                trainer: "J I Dickie, S J Dickie", form: "21x", winPrice: 2.4, placePrice: 1.3),
        ]
        let more = (field.count..<max(field.count, runners)).map { index in
            Runner(
                number: 11 + index, name: "Runner \(11 + index)", barrier: index, winPrice: 10, placePrice: 3)
        }
        return RaceCard(race: races()[0], status: status, runners: Array(field.prefix(runners)) + more)
    }

    /// A view-model with the board shown and the first race's card opened, `size` big.
    private func opened(size: ScreenSize) -> WatchViewModel {
        var model = WatchViewModel(
            settings: .init(filter: .all, limit: 5, timeZone: utc),
            size: size, now: now)
        _ = model.handle(
            .snapshot(
                NextRacesSnapshot(
                    races: races(), filter: .all, limit: 5, takenAt: now,
                    updatedAt: now.addingTimeInterval(-2))),
            at: now)
        _ = model.handle(.key(.down), at: now)
        _ = model.handle(.key(.enter), at: now)
        return model
    }

    private func snapshot(
        _ card: RaceCard?, failure: RaceCardFetchError? = nil, nextFetchIn: TimeInterval = 27
    ) -> WatchEvent {
        .raceCard(
            RaceCardSnapshot(
                raceID: "a", card: card, updatedAt: card == nil ? nil : now.addingTimeInterval(-3),
                failure: failure, nextFetchAt: now.addingTimeInterval(nextFetchIn)))
    }

    private func lines(_ model: WatchViewModel, usesColor: Bool = false) -> [String] {
        WatchScreenLayout(usesColor: usesColor).frame(for: model.screen).map(\.text)
    }

    @Test func theCardShowsOverTheBoardWithItsStatusFieldAndWhenItsPricesWereTaken() throws {
        var model = opened(size: ScreenSize(columns: 80, rows: 24))
        #expect(lines(model).contains("Loading the race card…"))

        _ = model.handle(snapshot(card()), at: now)

        let frame = lines(model).joined(separator: "\n") + "\n"
        #expect(frame == (try GoldenFile.expected(for: frame, named: "watch-race-card")))
        #expect(lines(model).contains("Status       Open"))
        #expect(lines(model).suffix(2) == ["prices at 00:59:57", "r refresh  Esc back  q quit"])
    }

    @Test func theCardShowsHowPricesMovedAndMarksAMoveSeenAMomentAgo() throws {
        var model = opened(size: ScreenSize(columns: 80, rows: 26))
        func moved(_ karuma: Double, _ hammer: Double) -> RaceCard {
            RaceCard(
                race: races()[0], status: .open,
                runners: [
                    Runner(
                        number: 1, name: "Karuma Kev", barrier: 1, rider: "Ellen Tormey",
                        trainer: "Trevor Monk",
                        form: "1973330186", winPrice: karuma, placePrice: 2.1,
                        winFluctuations: [6, 7.5, 6.5, karuma]),
                    Runner(number: 3, name: "Write About Angus Nz", isScratched: true, winFluctuations: [15]),
                    Runner(
                        number: 10, name: "American Hammer Nz", barrier: 3, rider: "Josh Dickie",
                        trainer: "J I Dickie, S J Dickie", form: "21x", winPrice: hammer, placePrice: 1.3,
                        winFluctuations: [2, 2.05, 2.45, hammer]),
                ])
        }
        _ = model.handle(snapshot(moved(7, 2.45)), at: now.addingTimeInterval(-30))
        _ = model.handle(snapshot(moved(7, 2.4)), at: now)

        let frame = lines(model).joined(separator: "\n") + "\n"
        #expect(frame == (try GoldenFile.expected(for: frame, named: "watch-race-card-moves")))
        #expect(
            lines(model).contains(
                "Movers       10 American Hammer Nz drifted 20% since the open"))
    }

    @Test func aRaceThatHasBeenRunSaysSoUnderItsTitle() {
        var model = opened(size: ScreenSize(columns: 80, rows: 24))
        _ = model.handle(snapshot(card(status: .final)), at: now)
        #expect(lines(model)[2] == "Harness · Bendigo R6")
        #expect(lines(model)[4] == "This race has been run: the results are final.")
    }

    @Test func aShortPaneShowsTheStatusNameStartAndRunnersFirstNamesWhatIsBelowAndScrolls() {
        var model = opened(size: ScreenSize(columns: 80, rows: 17))
        _ = model.handle(snapshot(card(runners: 12)), at: now)

        let frame = lines(model)

        #expect(frame.count == 17)
        #expect(
            Array(frame[1...4]) == [
                "Harness · Bendigo R6",
                "Status       Open",
                "Race name    Garrards Horse & Hound Pace",
                "Starts       01:05 (starts in 5 minutes)",
            ], "no blank line while the card scrolls: \(frame)")
        #expect(frame[5].hasPrefix(" #  Runner"), "\(frame)")
        #expect(frame[6].hasPrefix(" 1  Karuma Kev"))
        #expect(frame[13].hasPrefix("18  Runner 18"), "\(frame)")
        #expect(frame[14].hasPrefix("↓ +"), "\(frame)")
        #expect(frame[14].contains("more: the field, Distance"), "the sections below are named: \(frame)")
        #expect(
            frame.suffix(2) == ["prices at 00:59:57", "↑↓ PgUp PgDn scroll  r refresh  Esc back  q quit"])

        _ = model.handle(.key(.pageDown), at: now)
        let scrolled = lines(model)
        #expect(scrolled[1] == "Harness · Bendigo R6", "the title stays: \(scrolled)")
        #expect(scrolled[2].hasPrefix("19  Runner 19"), "a page on: \(scrolled)")
        #expect(scrolled[14].hasPrefix("↑ +12 above"), "\(scrolled)")
        _ = model.handle(.key(.escape), at: now)
        #expect(model.screen.overlays.isEmpty, "Escape still goes back")
    }

    @Test(arguments: [5, 6, 7, 8, 9, 10, 12, 16, 24, 40])
    func aCardNeverTakesMoreThanThePaneAndSaysWhatIsBelowWheneverItScrolls(rows: Int) {
        var model = opened(size: ScreenSize(columns: 40, rows: rows))
        _ = model.handle(snapshot(card(status: .interim, runners: 12)), at: now)

        let frame = lines(model)

        #expect(frame.count <= rows, "\(frame)")
        #expect(frame.allSatisfy { DisplayWidth.columns(of: $0) <= 40 }, "\(frame)")
        #expect(
            frame.contains { $0.hasPrefix("Harness · Bendigo R6") }
                || frame[0].hasPrefix("Terminal too small"))
        let offersScroll = frame.last?.contains("scroll") == true
        let saysWhatIsBelow = frame.contains { $0.hasPrefix("↓ +") }
        #expect(offersScroll == saysWhatIsBelow, "a scroll is offered exactly when more is below: \(frame)")
    }

    @Test func aCardWithoutRunnersSaysSo() {
        var model = opened(size: ScreenSize(columns: 80, rows: 24))
        _ = model.handle(snapshot(card(runners: 0)), at: now)
        #expect(lines(model).contains("The card lists no runners."))
        #expect(!lines(model).contains { $0.hasPrefix(" #  Runner") })
    }

    @Test func aStaleCardStaysWithTheStatusLineStandingOut() {
        var model = opened(size: ScreenSize(columns: 80, rows: 24))
        _ = model.handle(snapshot(card()), at: now)
        _ = model.handle(
            snapshot(card(), failure: .fetch(.unreachable(host: "api.neds.com.au")), nextFetchIn: 20), at: now
        )

        let frame = WatchScreenLayout(usesColor: true).frame(for: model.screen).map(ScreenLine.init)

        #expect(frame.contains { $0.text.hasPrefix(" 1  Karuma Kev") }, "the last card still shows")
        #expect(
            frame[frame.count - 2]
                == ScreenLine(
                    text: "offline: showing prices from 00:59:57, retrying in 20s",
                    style: ANSIStyle.escape(for: .warning)))
    }

    @Test func aFailureBeforeAnyCardIsWrappedUnderTheDetailsAndStandsOutOnTheStatusLine() {
        var model = opened(size: ScreenSize(columns: 60, rows: 30))

        _ = model.handle(
            snapshot(nil, failure: .fetch(.unreachable(host: "api.neds.com.au")), nextFetchIn: 30), at: now)

        let frame = WatchScreenLayout(usesColor: true).frame(for: model.screen).map(ScreenLine.init)
        let text = frame.map(\.text)
        let error = text.firstIndex { $0.hasPrefix("Cannot show the race card: cannot reach") }
        #expect(error.map { text[$0 + 1].hasPrefix("  ") && text[$0 + 1].hasSuffix(".") } == true, "\(text)")
        #expect(text.allSatisfy { DisplayWidth.columns(of: $0) <= 60 }, "\(text)")
        #expect(
            frame[frame.count - 2]
                == ScreenLine(text: "offline, retrying in 30s", style: ANSIStyle.escape(for: .warning)))
    }

    @Test func aDemoRaceWithoutACardShowsItsDetailsAndWhatToPressWrappedToTheWidth() throws {
        var model = opened(size: ScreenSize(columns: 50, rows: 30))

        _ = model.handle(snapshot(nil, failure: .noRecordedCard(race: races()[0])), at: now)

        let frame = lines(model)
        #expect(frame[2] == "Harness · Bendigo R6", "the details as the board lists them")
        #expect(frame.contains("Distance     2150m"), "\(frame)")
        let words = frame.joined(separator: " ").split(separator: " ").joined(separator: " ")
        #expect(
            words.contains(
                "The demo has no recorded harness card, so this race shows only its details."
                    + " Press Escape for the board, then Enter on a race of another category."), "\(frame)")
        #expect(!frame.contains { $0.contains("--demo") }, "no shell command: \(frame)")
        #expect(frame.allSatisfy { DisplayWidth.columns(of: $0) <= 50 })
        #expect(frame[frame.count - 2] == "no card in the demo")
    }

    @Test func aDemoCardNamesTheRaceItWasRecordedFromUnderItsStart() throws {
        var model = opened(size: ScreenSize(columns: 80, rows: 30))
        let own = card(status: .open, runners: 3)
        let recorded = RaceCard(
            race: own.race, status: own.status, runners: own.runners,
            recordedFrom: RaceCardRecording(
                meetingName: "Albion Park", raceNumber: 7,
                meetingDate: Date(timeIntervalSince1970: 1_689_552_000)))

        _ = model.handle(snapshot(recorded), at: now)

        let frame = lines(model)
        let starts = try #require(frame.firstIndex { $0.hasPrefix("Starts") })
        #expect(frame[starts + 1] == "Demo card    recorded from Albion Park R7, 17 Jul 2023", "\(frame)")
    }
}
