import DomainLayer
import Foundation
import PresentationLayer
import TestSupport
import Testing

@testable import nexttogo

@Suite struct WatchScreenRendererTests {
    private let now = Date(timeIntervalSince1970: 1_768_438_800)
    private let renderer = WatchScreenRenderer(usesColor: false)
    private let chrome = WatchScreenRenderer.Chrome(
        racesDescription: "races", clockText: "01:00:00", isRefreshing: false)

    /// The frame's text, without styles, as a person reads it.
    private func text(
        _ state: ScreenState, chrome: WatchScreenRenderer.Chrome? = nil,
        size: TerminalSize = TerminalSize(columns: 80, rows: 24)
    ) -> [String] {
        renderer.frame(for: state, chrome: chrome ?? self.chrome, size: size, limit: 5).map(\.text)
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
                staleLabel: stale ? "offline" : nil, retryInSeconds: stale ? 20 : nil))
    }

    @Test func laysOutHeaderRowsStatusAndKeys() {
        #expect(
            text(board()) == [
                "nexttogo · races · 01:00:00",
                "",
                "   Meeting                   Race  Starts in  Local",
                "G  Shepparton                R6       4m 05s  01:04",
                "H  Hipodromo Chile Santiago  R12      1h 06m  02:06",
                "",
                "updated 00:59:58",
                "h horse  g greyhound  t harness  a all  r refresh  q quit",
            ])
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
        let lines = WatchScreenRenderer(usesColor: usesColor).frame(
            for: .ready(ReadyBoard(rows: rows, racesDescription: "races")), chrome: starredChrome,
            size: TerminalSize(columns: 80, rows: 24), limit: 5
        )
        .map(\.text)
        #expect(lines[0] == "nexttogo · races · 09:00:00 Australia/Perth")
        #expect(lines[2] == "     Meeting     Race  Starts in  Local")
        #expect(lines[3] == "G  \(mark) Shepparton  R6       4m 05s  01:04")
        #expect(lines[4] == "H    Flemington  R3       5m 00s  01:05")
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
        let size = TerminalSize(columns: 40, rows: 12)

        let frame = text(board(), chrome: alerting, size: size)

        #expect(frame[1] == "Jump alert: Hipodromo Chile Santiago R1…")
        #expect(frame.count == text(board(), size: size).count, "no line more than without it")
        let coloured = WatchScreenRenderer(usesColor: true).frame(
            for: board(), chrome: alerting, size: size, limit: 5)
        #expect(coloured[1].style == ANSIStyle.alert)
    }

    @Test func aNarrowTerminalCutsNamesAndTheKeysLineToFit() {
        let frame = text(board(), size: TerminalSize(columns: 40, rows: 24))
        #expect(frame.allSatisfy { $0.count <= 40 })
        #expect(frame[4] == "H  Hipodromo Ch…  R12      1h 06m  02:06")
        #expect(frame.last?.hasSuffix("…") == true)
    }

    @Test(arguments: [TerminalSize(columns: 30, rows: 24), TerminalSize(columns: 80, rows: 11)])
    func aTerminalTooSmallForTheTableSaysSo(size: TerminalSize) {
        let frame = text(board(), size: size)
        #expect(frame.joined(separator: " ") == "Terminal too small: nexttogo needs 36×12. Press q to quit.")
        #expect(frame.allSatisfy { $0.count <= size.columns })
    }

    @Test func aFailureWithNothingToShowSaysWhyAndWhenItRetries() {
        let frame = text(
            .failed(message: "cannot reach api.neds.com.au (are you offline?)", retryInSeconds: 5))
        #expect(frame[2] == "Cannot show races: cannot reach api.neds.com.au (are you offline?).")
        #expect(frame[4] == "retrying in 5s")
    }

    @Test func colourMarksUrgencyOnlyWhenAllowed() {
        let size = TerminalSize(columns: 80, rows: 24)
        let coloured = WatchScreenRenderer(usesColor: true).frame(
            for: board(), chrome: chrome, size: size, limit: 5)
        #expect(coloured[3].style == ANSIStyle.soon)
        #expect(coloured[3].rendered.hasPrefix(ANSIStyle.soon))
        let plain = renderer.frame(for: board(), chrome: chrome, size: size, limit: 5)
        #expect(!plain.map(\.rendered).joined().contains("\u{1B}"))
    }
}
