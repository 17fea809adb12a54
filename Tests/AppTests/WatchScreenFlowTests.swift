import DomainLayer
import Foundation
import PresentationLayer
import SharedUtils
import TestSupport
import Testing

@testable import NextToGoCLI

/// The watch screen in-process, frame by frame: the view-model takes the events a session
/// would send it at the times a `ManualClock` gives, and the layout draws each frame.
@Suite(.timeLimit(.minutes(2))) struct WatchScreenFlowTests {
    private let clock = ManualClock()
    private let utc = TimeZone(identifier: "UTC")!

    /// A view-model and layout driven by the test's clock.
    private struct Flow {
        var model: WatchViewModel
        var layout = WatchScreenLayout(usesColor: false)
        let clock: ManualClock

        /// Hands `event` to the view-model at the clock's date.
        mutating func send(_ event: WatchEvent) -> [WatchEffect] {
            model.handle(event, at: clock.date)
        }

        /// Moves the clock on a second and ticks.
        mutating func tick(seconds: Int = 1) -> [WatchEffect] {
            var effects: [WatchEffect] = []
            for _ in 0..<seconds {
                clock.move(by: .seconds(1))
                effects += send(.tick)
            }
            return effects
        }

        /// The frame's text as a person reads it.
        var lines: [String] { layout.frame(for: model.screen).map(\.text) }
        /// The frame as one block, for golden files.
        var text: String { lines.joined(separator: "\n") + "\n" }
        /// The status line, above the keys.
        var statusLine: String { lines[lines.count - 2] }
    }

    private func flow(
        layout: BoardLayout = .flat, limit: Int = 3, alert: JumpAlertRule? = nil,
        size: ScreenSize = ScreenSize(columns: 80, rows: 14)
    ) -> Flow {
        Flow(
            model: WatchViewModel(
                settings: .init(
                    filter: .all, layout: layout, limit: limit, timeZone: utc, alertRule: alert),
                size: size, now: clock.date),
            clock: clock)
    }

    private func races() -> [Race] {
        [
            RaceFactory.race(
                "a", .greyhound, meeting: "Shepparton", number: 6, startsIn: 65, from: clock.date),
            RaceFactory.race("b", .horse, meeting: "Flemington", number: 4, startsIn: 300, from: clock.date),
            RaceFactory.race(
                "c", .harness, meeting: "Addington", number: 1, startsIn: 4_000, from: clock.date),
        ]
    }

    private func snapshot(
        _ races: [Race]? = nil, filter: CategoryFilter = .all, limit: Int = 3,
        failure: FetchFailure? = nil,
        stars: StarPreferences = .none, layout: BoardLayout = .flat
    ) -> NextRacesSnapshot {
        NextRacesSnapshot(
            races: races ?? self.races(), filter: filter, limit: limit, takenAt: clock.date,
            updatedAt: clock.date.addingTimeInterval(-2), failure: failure,
            nextRetryAt: failure == nil ? nil : clock.date.addingTimeInterval(20), stars: stars,
            layout: layout)
    }

    @Test func theBoardTicksEverySecondWithTheSameRaces() throws {
        var flow = flow()
        #expect(flow.lines[2] == "Loading races…")
        _ = flow.send(.snapshot(snapshot()))
        let first = flow.text
        #expect(first == (try GoldenFile.expected(for: first, named: "watch-board")))
        #expect(flow.tick().isEmpty)
        #expect(flow.lines[0] == "nexttogo · races · 01:00:01")
        #expect(flow.lines[3].hasPrefix("Greyhound  Shepparton  R6       1m 04s"), "\(flow.lines)")
        #expect(flow.lines[4].hasPrefix("Horse      Flemington  R4       4m 59s"), "\(flow.lines)")
        _ = flow.tick(seconds: 65)
        #expect(flow.lines[3].contains("Shepparton  R6    jumped 1s"), "\(flow.lines)")
    }

    @Test func aRaceLeavesTheBoardSixtySecondsAfterItsStart() async throws {
        let repository = StubRacesRepository(races: races())
        let interactor = PollingNextRacesInteractor(repository: repository, clock: clock, dates: clock.dates)
        let recorder = SnapshotRecorder(
            interactor.snapshots(
                for: .all, stars: .none, layout: .flat, limit: 3, control: NextRacesControl()))
        await clock.waitForSleepers()
        var flow = flow()
        var seen = 0
        func catchUp() {
            while seen < recorder.elements.count {
                _ = flow.send(.snapshot(recorder.elements[seen]))
                seen += 1
            }
            _ = flow.send(.tick)
        }
        catchUp()
        #expect(flow.lines[3].contains("Shepparton"))
        await clock.advance(by: .seconds(65 + 59))
        catchUp()
        #expect(flow.lines[3].contains("Shepparton"), "59 s after its start: \(flow.lines)")
        await clock.advance(by: .seconds(1))
        catchUp()
        #expect(!flow.lines.contains { $0.contains("Shepparton") }, "60 s after its start: \(flow.lines)")
        #expect(flow.lines[3].contains("Flemington"))
    }

    @Test func filterKeysAskTheInteractorAndTheHeaderFollowsItsBoard() {
        var flow = flow()
        _ = flow.send(.snapshot(snapshot()))
        #expect(flow.send(.key(.byte(UInt8(ascii: "h")))) == [.board(.setFilter(CategoryFilter([.horse])))])
        #expect(
            flow.send(.key(.byte(UInt8(ascii: "g"))))
                == [.board(.setFilter(CategoryFilter([.horse, .greyhound])))])
        let horse = races().filter { $0.category == .horse }
        _ = flow.send(.snapshot(snapshot(horse, filter: CategoryFilter([.horse]))))
        #expect(flow.lines[0] == "nexttogo · horse races · 01:00:00")
        #expect(flow.lines[4] == "(only 1 of 3 horse races listed)")
        #expect(flow.send(.key(.byte(UInt8(ascii: "a")))) == [.board(.setFilter(.all))])
    }

    @Test func rRefreshesAndTheStatusLineSaysSoUntilTheNextBoard() {
        var flow = flow()
        _ = flow.send(.snapshot(snapshot()))
        #expect(flow.statusLine == "updated 00:59:58")
        #expect(flow.send(.key(.byte(UInt8(ascii: "r")))) == [.board(.refresh)])
        #expect(flow.statusLine == "refreshing…")
        _ = flow.send(.snapshot(snapshot()))
        #expect(flow.statusLine == "updated 00:59:58")
    }

    @Test func theArrowsMoveTheSelectionWhichStaysOnItsRace() {
        var flow = flow()
        _ = flow.send(.snapshot(snapshot()))
        #expect(!flow.lines.contains { $0.hasPrefix("> ") }, "nothing selected at first")
        _ = flow.send(.key(.down))
        #expect(flow.lines[3].hasPrefix("> Greyhound  Shepparton"), "\(flow.lines)")
        _ = flow.send(.key(.down))
        _ = flow.send(.key(.byte(UInt8(ascii: "j"))))
        _ = flow.send(.key(.down))
        #expect(flow.lines[5].hasPrefix("> Harness    Addington"), "stops at the last row: \(flow.lines)")
        _ = flow.send(.key(.up))
        #expect(flow.lines[4].hasPrefix("> Horse      Flemington"))
        _ = flow.send(.snapshot(snapshot(Array(races().dropFirst()))))
        #expect(flow.lines[3].hasPrefix("> Horse     Flemington"), "follows its race: \(flow.lines)")
    }

    @Test func sStarsTheSelectedMeetingThroughAnEffectAndMarksItsRowsAtOnce() {
        var flow = flow()
        _ = flow.send(.snapshot(snapshot()))
        #expect(flow.send(.key(.byte(UInt8(ascii: "s")))).isEmpty, "the first s only shows the selection")
        #expect(flow.lines[3].hasPrefix("> "))
        _ = flow.send(.key(.down))
        #expect(flow.send(.key(.byte(UInt8(ascii: "s")))) == [.toggleStar(meetingName: "Flemington")])
        let stars = StarredMeetings(["Flemington"])
        #expect(
            flow.send(.starSaved(message: "Starred Flemington.", stars: stars))
                == [.board(.setStarredMeetings(stars))])
        #expect(flow.statusLine == "Starred Flemington.")
        #expect(flow.lines[4].hasPrefix("> Horse      * Flemington"), "\(flow.lines)")
        _ = flow.send(.key(.byte(UInt8(ascii: "s"))))
        _ = flow.send(.starFailed(message: "The config file is not valid JSON; fix it and try again."))
        #expect(flow.statusLine == "The config file is not valid JSON; fix it and try again.")
        _ = flow.send(.key(.down))
        #expect(flow.statusLine == "updated 00:59:58", "the next key clears the notice")
    }

    @Test func cCollapsesASectionOfAGroupedBoard() throws {
        var flow = flow(layout: .byCategory, limit: 2, size: ScreenSize(columns: 80, rows: 24))
        _ = flow.send(.snapshot(snapshot(limit: 2, layout: .byCategory)))
        _ = flow.send(.key(.down))
        _ = flow.send(.key(.byte(UInt8(ascii: "c"))))
        let collapsed = flow.text
        #expect(collapsed == (try GoldenFile.expected(for: collapsed, named: "watch-collapsed")))
        _ = flow.send(.key(.byte(UInt8(ascii: "c"))))
        #expect(
            flow.lines.contains { $0.hasPrefix("> ") && $0.contains("Flemington") },
            "expanded, on its first race: \(flow.lines)")
        #expect(!flow.lines.contains { $0.hasPrefix("> Horse -") })
    }

    @Test func enterOpensTheDetailsWhileTheCardLoadsAndAnyKeyButQOrRClosesThem() throws {
        var flow = flow(size: ScreenSize(columns: 80, rows: 20))
        _ = flow.send(.snapshot(snapshot()))
        #expect(flow.send(.key(.enter)).isEmpty)
        #expect(flow.lines[2].contains("Shepparton") == false, "the first Enter only selects")
        #expect(flow.send(.key(.enter)) == [.raceCard(.open(raceID: "a"))])
        let details = flow.text
        #expect(details == (try GoldenFile.expected(for: details, named: "watch-details")))
        #expect(flow.lines.last == "r refresh  Esc back  q quit")
        _ = flow.send(.snapshot(snapshot(Array(races().dropFirst()))))
        #expect(
            flow.lines.last == "r refresh  Esc back  q quit", "the details stay open after their race leaves")
        #expect(flow.send(.key(.escape)) == [.raceCard(.close)])
        #expect(
            flow.lines.last == "h g t filter  ↑↓ select  ↵ card  m meetings  s star  a all  ? help  q quit")
        _ = flow.send(.key(.enter))
        #expect(flow.send(.key(.byte(UInt8(ascii: "q")))) == [.quit(.quit)])
    }

    @Test func qQuitsAndControlCInterrupts() {
        var flow = flow()
        #expect(flow.send(.key(.byte(UInt8(ascii: "Q")))) == [.quit(.quit)])
        #expect(flow.send(.key(.byte(0x03))) == [.quit(.interrupted)])
    }

    @Test func aRaceReachingTheAlertLeadRingsOnceAndHoldsTheBannerForThirtySeconds() {
        var flow = flow(alert: JumpAlertRule(lead: .seconds(60)))
        _ = flow.send(.snapshot(snapshot()))
        #expect(flow.lines[1] == "", "no banner before the race is a minute away")
        let effects = flow.tick(seconds: 5)
        #expect(effects.first == .ringBell, "\(effects)")
        #expect(effects.count == 2)
        guard case .notify(let notification) = effects.last else {
            Issue.record("no notification: \(effects)")
            return
        }
        #expect(notification.title == "Jump alert: Shepparton R6")
        #expect(flow.lines[1] == "Jump alert: Shepparton R6 in 1m 00s")
        #expect(flow.tick().isEmpty, "it rings once")
        #expect(flow.lines[1] == "Jump alert: Shepparton R6 in 59s")
        _ = flow.tick(seconds: 29)
        #expect(flow.lines[1] == "", "the banner goes after 30 s")
    }

    @Test func fiftyRacesAlertingInOneSecondRingOnceWithOneNotificationAndOneShortBanner() {
        var flow = flow(
            limit: 50, alert: JumpAlertRule(lead: .seconds(60)), size: ScreenSize(columns: 80, rows: 60))
        let races = (0..<50).map { index in
            RaceFactory.race(
                "r\(index)", meeting: "Randwick", number: index + 1, startsIn: 65, from: clock.date)
        }
        _ = flow.send(.snapshot(snapshot(races, limit: 50)))

        let effects = flow.tick(seconds: 5)

        #expect(effects.filter { $0 == .ringBell }.count == 1, "\(effects)")
        let notifications = effects.compactMap { effect in
            if case .notify(let notification) = effect { notification } else { nil }
        }
        #expect(
            notifications == [
                JumpAlertText.Notification(
                    title: "Jump alert: 50 races",
                    body: "Randwick R1 in 1m 00s, Randwick R2 in 1m 00s, Randwick R3 in 1m 00s, "
                        + "Randwick R4 in 1m 00s, +46 more")
            ])
        #expect(
            flow.model.screen.chrome.banner
                == "Jump alert: Randwick R1 in 1m 00s · Randwick R2 in 1m 00s · Randwick R3 in 1m 00s · "
                + "Randwick R4 in 1m 00s · +46 more")
        #expect(flow.tick().isEmpty, "they ring once")
    }

    @Test func staleRacesStayWithTheReasonAndTheNextRetryOnTheStatusLine() {
        var flow = flow()
        _ = flow.send(.snapshot(snapshot(failure: .unreachable(host: "api.neds.com.au"))))
        #expect(flow.lines[3].contains("Shepparton"))
        #expect(flow.statusLine == "offline: showing races from 00:59, retrying in 20s", "\(flow.lines)")
        _ = flow.tick(seconds: 5)
        #expect(flow.statusLine == "offline: showing races from 00:59, retrying in 15s")
        _ = flow.send(.snapshot(snapshot([], failure: .unreachable(host: "api.neds.com.au"))))
        #expect(flow.lines[2].hasPrefix("Cannot show races: "), "\(flow.lines)")
    }

    @Test func aResizeRedrawsEverythingAtTheNewWidth() {
        var flow = flow()
        _ = flow.send(.snapshot(snapshot()))
        #expect(flow.send(.resize(ScreenSize(columns: 48, rows: 14))) == [.redrawAll])
        #expect(flow.lines.allSatisfy { $0.count <= 48 }, "\(flow.lines)")
        #expect(flow.lines.last == "h g t filter  ↑↓ select  ↵ card  ? help  q quit", "\(flow.lines)")
        _ = flow.send(.resize(ScreenSize(columns: 30, rows: 5)))
        #expect(flow.lines.joined(separator: " ").contains("Terminal too small"), "\(flow.lines)")
    }
}
