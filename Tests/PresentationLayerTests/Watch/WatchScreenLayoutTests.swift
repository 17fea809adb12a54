import DomainLayer
import Foundation
import SharedUtils
import TestSupport
import Testing

@testable import PresentationLayer

@Suite struct WatchScreenLayoutTests {
    private let now = Date(timeIntervalSince1970: 1_768_438_800)
    private let layout = WatchScreenLayout(usesColor: false)
    private let chrome = WatchChrome(
        racesDescription: "races", clockText: "01:00:00", isRefreshing: false)

    /// The frame's text, without styles, as a person reads it.
    private func text(
        _ state: ScreenState, chrome: WatchChrome? = nil,
        size: ScreenSize = ScreenSize(columns: 80, rows: 24)
    ) -> [String] {
        layout.frame(for: state, chrome: chrome ?? self.chrome, size: size, limit: 5).map(\.text)
    }

    private func board(stale: Bool = false) -> ScreenState {
        let clock = ClockTimeFormatter(timeZone: TimeZone(identifier: "UTC")!)
        let rows = [
            RaceFactory.race("a", .greyhound, meeting: "Shepparton", number: 6, startsIn: 245, from: now),
            RaceFactory.race(
                "b", .horse, meeting: "Hipodromo Chile Santiago", number: 12, startsIn: 4_000, from: now),
        ].map { RaceRowViewModel(race: $0, now: now, clock: clock) }
        return .ready(
            ReadyBoard(
                rows: rows, racesDescription: "races", updatedText: "00:59:58", updatedShortText: "00:59",
                staleReason: stale ? "cannot reach api.neds.com.au (are you offline?)" : nil,
                staleLabel: stale ? "offline" : nil,
                retry: stale ? NextRetry(seconds: 20, clockTime: "01:00") : nil))
    }

    @Test func theHeaderSaysDemoOnlyWhenTheBoardsRacesAreRecorded() {
        var recorded = chrome
        recorded.origin = .recorded

        #expect(text(board(), chrome: recorded).first == "nexttogo demo · races · 01:00:00")
        #expect(text(board()).first == "nexttogo · races · 01:00:00")
    }

    @Test func laysOutHeaderRowsStatusAndKeys() {
        #expect(
            text(board()) == [
                "nexttogo · races · 01:00:00",
                "",
                "Category   Meeting                   Race  Starts in  Local",
                "Greyhound  Shepparton                R6       4m 05s  01:04",
                "Horse      Hipodromo Chile Santiago  R12      1h 06m  02:06",
                "",
                "updated 00:59:58",
                "h g t filter  ↑↓ select  ↵ card  m meetings  s star  a all  ? help  q quit",
            ])
    }

    @Test func aNarrowPaneShowsCategoryLettersAndKeepsHelpAndQuitOnTheKeysLine() {
        let lines = text(board(), size: ScreenSize(columns: 56, rows: 24))
        #expect(lines[2] == "   Meeting                   Race  Starts in  Local")
        #expect(lines[3] == "G  Shepparton                R6       4m 05s  01:04")
        #expect(lines[7] == "h g t filter  ↑↓ select  ↵ card  ? help  q quit", "\(lines)")
    }

    @Test func aBoardWithTheZoneChosenHeadsItsStartTimesStart() {
        let lines = WatchScreenLayout(usesColor: false, startHeader: "Start").frame(
            for: board(), chrome: chrome, size: ScreenSize(columns: 80, rows: 24), limit: 5
        ).map(\.text)
        #expect(lines[2].hasSuffix("Starts in  Start"))
    }

    @Test func withColourTheSelectedRowIsInReverseVideoOverItsUrgency() {
        let frame = WatchScreenLayout(usesColor: true).frame(
            for: board(), chrome: chrome, size: ScreenSize(columns: 80, rows: 24), limit: 5,
            arrangement: .init(selected: .race(id: "a")))

        #expect(
            frame[3]
                == StyledLine(
                    text: "Greyhound  Shepparton                R6       4m 05s  01:04",
                    style: .selected(.soon)))
        #expect(frame[4].style == .plain, "only the selected row")
        #expect(
            frame[2].text == "Category   Meeting                   Race  Starts in  Local", "no marker column"
        )
    }

    @Test func withoutColourAMarkerColumnShowsTheSelectedRow() {
        let frame = layout.frame(
            for: board(), chrome: chrome, size: ScreenSize(columns: 40, rows: 24), limit: 5,
            arrangement: .init(selected: .race(id: "b"))
        )
        .map(\.text)

        #expect(
            Array(frame[2...4])
                == [
                    "     Meeting      Race  Starts in  Local",
                    "  G  Shepparton   R6       4m 05s  01:04",
                    "> H  Hipodromo…   R12      1h 06m  02:06",
                ])
        #expect(frame.allSatisfy { $0.count <= 40 })
    }

    @Test func theDetailsOfARaceShowInPlaceOfTheBoardWithWhatIsNotPublished() {
        let race = Race(
            id: "a", category: .greyhound, meetingName: "Shepparton", raceNumber: 6,
            raceName: "Race 6 - 515M",
            advertisedStart: now.addingTimeInterval(245),
            details: RaceForm(distance: 515, distanceUnit: "m", trackCondition: "Good", prizeMoney: 4_230))
        let details = RaceDetailsViewModel(
            race: race, now: now, clock: ClockTimeFormatter(timeZone: TimeZone(identifier: "UTC")!))

        let frame = layout.frame(
            for: board(), chrome: chrome, size: ScreenSize(columns: 80, rows: 24), limit: 5,
            arrangement: .init(selected: .race(id: "a")),
            overlays: [.raceCard(.init(viewModel: details, isStarred: true, card: .loading))]
        )
        .map(\.text)

        #expect(
            frame == [
                "nexttogo · races · 01:00:00",
                "",
                "* Greyhound · Shepparton R6",
                "",
                "Race name    Race 6 - 515M",
                "Starts       01:04 (starts in 4 minutes 5 seconds)",
                "Distance     515m",
                "Track        Good",
                "Weather      not published",
                "Class        not published",
                "Start type   not published",
                "Prize money  $4,230",
                "Comment      not published",
                "",
                "Loading the race card…",
                "",
                "refreshing…",
                "r refresh  Esc back  q quit",
            ])
    }

    @Test func detailsTooLongForTheTerminalScrollAndNameWhatIsBelow() {
        let race = Race(
            id: "a", category: .horse, meetingName: "Flemington", raceNumber: 3, raceName: "",
            advertisedStart: now.addingTimeInterval(300),
            details: RaceForm(comment: String(repeating: "a long comment ", count: 40)))
        let details = RaceDetailsViewModel(
            race: race, now: now, clock: ClockTimeFormatter(timeZone: TimeZone(identifier: "UTC")!))

        let frame = layout.frame(
            for: board(), chrome: chrome, size: ScreenSize(columns: 40, rows: 21), limit: 5,
            overlays: [.raceCard(.init(viewModel: details, isStarred: false, card: .loading))]
        )
        .map(\.text)

        #expect(frame.count == 21)
        #expect(frame[2] == OpenRaceCard.loadingText, "why there is no field yet comes first: \(frame)")
        #expect(frame.contains { $0.hasPrefix("Comment      a long comment") }, "\(frame)")
        #expect(frame[18] == "↓ +17 more: Comment", "\(frame)")
        #expect(frame.allSatisfy { $0.count <= 40 })
    }

    @Test func aNoticeTakesTheStatusLineAndAProblemStandsOut() {
        var noticing = chrome
        noticing.notice = .init(
            text: "cannot save the config file /x (Permission denied); it is unchanged", isProblem: true)
        let frame = WatchScreenLayout(usesColor: true).frame(
            for: board(), chrome: noticing, size: ScreenSize(columns: 80, rows: 24), limit: 5)
        #expect(
            frame[6]
                == StyledLine(
                    text: "cannot save the config file /x (Permission denied); it is unchanged",
                    style: .warning))
    }

    @Test(arguments: [(true, "★"), (false, "*")])
    func starredMeetingsAreMarkedWithAStarOrAPlainAsteriskWithoutColour(usesColor: Bool, mark: String) {
        let clock = ClockTimeFormatter(timeZone: TimeZone(identifier: "UTC")!)
        let rows = [
            RaceFactory.race("a", .greyhound, meeting: "Shepparton", number: 6, startsIn: 245, from: now),
            RaceFactory.race("b", .horse, meeting: "Flemington", number: 3, startsIn: 300, from: now),
        ].map {
            RaceRowViewModel(race: $0, now: now, clock: clock, isStarred: $0.meetingName == "Shepparton")
        }
        var starredChrome = chrome
        starredChrome.clockText = "09:00:00 Australia/Perth"
        let lines = WatchScreenLayout(usesColor: usesColor).frame(
            for: .ready(ReadyBoard(rows: rows, racesDescription: "races")), chrome: starredChrome,
            size: ScreenSize(columns: 80, rows: 24), limit: 5
        )
        .map(\.text)
        #expect(lines[0] == "nexttogo · races · 09:00:00 Australia/Perth")
        #expect(lines[2] == "Category     Meeting     Race  Starts in  Local")
        #expect(lines[3] == "Greyhound  \(mark) Shepparton  R6       4m 05s  01:04")
        #expect(lines[4] == "Horse        Flemington  R3       5m 00s  01:05")
    }

    @Test func staleRacesSayWhyAndWhenTheRetryIs() {
        #expect(text(board(stale: true))[6] == "offline: showing races from 00:59, retrying in 20s")
    }

    @Test func aRefreshThePersonAskedForIsShown() {
        var refreshing = chrome
        refreshing.isRefreshing = true
        #expect(text(board(), chrome: refreshing)[6] == "refreshing…")
    }

    @Test func aJumpAlertTakesTheLineUnderTheHeaderCutToTheWidth() {
        var alerting = chrome
        alerting.banner = "Jump alert: Hipodromo Chile Santiago R12 in 2m 00s"
        let size = ScreenSize(columns: 40, rows: 12)

        let frame = text(board(), chrome: alerting, size: size)

        #expect(frame[1] == "Jump alert: Hipodromo Chile Santiago R1…")
        #expect(frame.count == text(board(), size: size).count, "no line more than without it")
        let coloured = WatchScreenLayout(usesColor: true).frame(
            for: board(), chrome: alerting, size: size, limit: 5)
        #expect(coloured[1].style == .alert)
    }

    @Test func aNarrowTerminalCutsNamesAndLeavesKeysOutOfTheKeysLineToFit() {
        let frame = text(board(), size: ScreenSize(columns: 40, rows: 24))
        #expect(frame.allSatisfy { $0.count <= 40 })
        #expect(frame[4] == "H  Hipodromo Ch…  R12      1h 06m  02:06")
        #expect(frame.last == "h g t filter  ↑↓ select  ? help  q quit")
    }

    @Test(arguments: [ScreenSize(columns: 30, rows: 24), ScreenSize(columns: 80, rows: 4)])
    func aTerminalTooSmallForTheTableSaysSo(size: ScreenSize) {
        let frame = text(board(), size: size)
        #expect(frame.joined(separator: " ") == "Terminal too small: nexttogo needs 36×5. Press q to quit.")
        #expect(frame.allSatisfy { $0.count <= size.columns })
    }

    @Test func aFailureWithNothingToShowSaysWhyAndWhenItRetries() {
        let frame = text(
            .failed(
                message: "cannot reach api.neds.com.au (are you offline?)",
                retry: NextRetry(seconds: 5, clockTime: "01:00")))
        #expect(frame[2] == "Cannot show races: cannot reach api.neds.com.au (are you offline?).")
        #expect(frame[4] == "retrying in 5s")
    }

    @Test func aFailureWrapsItsReasonAndSaysWhatToDoWhileTheNetworkIsDown() {
        let failure = ScreenState.failed(
            message: "cannot find the host api.neds.com.au (check --api-url, or are you offline?)",
            hint: "Try --demo for a recorded racing day, or nexttogo doctor to see what answers.",
            retry: NextRetry(seconds: 5, clockTime: "01:00"))
        let wide = text(failure, size: ScreenSize(columns: 80, rows: 24))
        #expect(
            wide[2...6] == [
                "Cannot show races: cannot find the host api.neds.com.au (check --api-url, or are",
                "you offline?).",
                "",
                "Try --demo for a recorded racing day, or nexttogo doctor to see what answers.",
                "",
            ])
        #expect(wide.contains("retrying in 5s"))
        let narrow = text(failure, size: ScreenSize(columns: 40, rows: 9))
        #expect(
            narrow == [
                "nexttogo · races · 01:00:00",
                "Cannot show races: cannot find the host",
                "api.neds.com.au (check --api-url, or are",
                "you offline?).",
                "",
                "Try --demo for a recorded racing day, or",
                "nexttogo doctor to see what answers.",
                "retrying in 5s",
                "h g t filter  ↑↓ select  ? help  q quit",
            ])
        let tiny = text(failure, size: ScreenSize(columns: 40, rows: 5))
        #expect(tiny.allSatisfy { DisplayWidth.columns(of: $0) <= 40 }, "\(tiny)")
        #expect(
            tiny.contains { $0.hasPrefix("Cannot show races") } && tiny.contains { $0.hasSuffix("…") },
            "a reason longer than the pane is cut, and says so: \(tiny)")
        #expect(!tiny.joined().contains("--demo"), "the hint shows only whole: \(tiny)")
    }

    @Test func colourMarksUrgencyOnlyWhenAllowed() {
        let size = ScreenSize(columns: 80, rows: 24)
        let coloured = WatchScreenLayout(usesColor: true).frame(
            for: board(), chrome: chrome, size: size, limit: 5)
        #expect(coloured[3].style == .soon)
        let plain = layout.frame(for: board(), chrome: chrome, size: size, limit: 5)
        #expect(plain.allSatisfy { $0.style == .plain }, "the terminal is sent no style")
    }
}
