import DomainLayer
import Foundation
import SharedUtils
import TestSupport
import Testing

@testable import PresentationLayer

/// The racing day over the watch board: `m` opens the day's meetings, Enter a meeting's races,
/// Enter a race's card, and Escape goes back one level at a time; in-process, at set times.
@Suite struct WatchRacingDayTests {
    private let now = Date(timeIntervalSince1970: 1_768_438_800)
    private let utc = TimeZone(identifier: "UTC")!
    private let date = CalendarDate(year: 2026, month: 1, day: 15)!

    /// Two meetings: Randwick with a race run and one to come, and Addington, finished.
    private var day: RacingDay {
        RacingDay(
            date: date,
            meetings: [
                Meeting(
                    id: "randwick", name: "Randwick", category: .horse, date: date,
                    venue: Venue(name: "Randwick", state: "NSW", country: "AUS"),
                    races: [
                        MeetingRace(
                            id: "r1", number: 1, name: "Maiden",
                            advertisedStart: now.addingTimeInterval(-3_600),
                            status: .final, placings: [Placing(position: 1, runnerNumbers: [9])]),
                        MeetingRace(
                            id: "r2", number: 2, name: "Cup", advertisedStart: now.addingTimeInterval(600),
                            status: .open),
                    ]),
                Meeting(
                    id: "addington", name: "Addington", category: .harness, date: date,
                    races: [
                        MeetingRace(
                            id: "a1", number: 1, name: "Pace",
                            advertisedStart: now.addingTimeInterval(-7_200),
                            status: .final)
                    ]),
            ])
    }

    private func model(size: ScreenSize = ScreenSize(columns: 80, rows: 24), filter: CategoryFilter = .all)
        -> WatchViewModel
    {
        WatchViewModel(settings: .init(filter: filter, limit: 5, timeZone: utc), size: size, now: now)
    }

    private func press(_ key: WatchKey, on model: inout WatchViewModel) -> [WatchEffect] {
        model.handle(.key(key), at: now)
    }

    private func fetched(_ day: RacingDay?, failure: FetchFailure? = nil) -> WatchEvent {
        .racingDay(
            RacingDaySnapshot(
                value: day, updatedAt: now.addingTimeInterval(-60), failure: failure,
                nextFetchAt: now.addingTimeInterval(30)))
    }

    @Test func mOpensTheMeetingsAndAsksForTheDayWhichLoadsUntilItComes() throws {
        var model = model()

        #expect(press(.byte(UInt8(ascii: "m")), on: &model) == [.racingDay(.open)])

        let panel = try #require(model.screen.racingDay)
        #expect(panel.lines.map(\.text) == ["Loading the day's meetings…"])
        #expect(panel.statusText == "loading the day's meetings…")
        #expect(model.screen.chrome.racesDescription == "meetings")
    }

    @Test func aDayWhoseFirstFetchFailedSaysSoAndWhyRatherThanLoading() throws {
        var model = model()
        _ = press(.byte(UInt8(ascii: "m")), on: &model)

        _ = model.handle(fetched(nil, failure: .connectionRefused(host: "127.0.0.1:9")), at: now)

        let panel = try #require(model.screen.racingDay)
        #expect(panel.lines.map(\.text) == ["The day's meetings could not be fetched yet."])
        #expect(panel.statusText.contains("127.0.0.1:9"), "\(panel.statusText)")
    }

    @Test func anEmptyDaySaysSoWithoutOptionsThatCannotBeGivenInWatchMode() throws {
        var model = model()
        _ = press(.byte(UInt8(ascii: "m")), on: &model)
        _ = model.handle(fetched(RacingDay(date: date, meetings: [])), at: now)
        #expect(
            model.screen.racingDay?.lines.map(\.text) == ["There are no meetings on 2026-01-15."])

        var greyhounds = self.model(filter: CategoryFilter([.greyhound]))
        _ = press(.byte(UInt8(ascii: "m")), on: &greyhounds)
        _ = greyhounds.handle(fetched(day), at: now)
        #expect(
            greyhounds.screen.racingDay?.lines.map(\.text) == [
                "None of the meetings on 2026-01-15 are of the categories and countries shown."
            ])
    }

    @Test func enterOnARaceWithNoNumberOpensNoCard() throws {
        let special = Meeting(
            id: "happy", name: "Happy Valley", category: .horse, date: date,
            races: [
                MeetingRace(
                    id: "special", number: nil, name: "Happy Valley",
                    advertisedStart: now.addingTimeInterval(900),
                    status: .open)
            ])
        var model = model()
        _ = press(.byte(UInt8(ascii: "m")), on: &model)
        _ = model.handle(fetched(RacingDay(date: date, meetings: [special])), at: now)
        _ = press(.enter, on: &model)
        let meeting = try #require(model.screen.racingDay)
        #expect(meeting.selectedID == "special")
        #expect(meeting.lines.contains { $0.id == "special" && $0.text.contains("R–") })

        #expect(press(.enter, on: &model).isEmpty)
        #expect(model.screen.details == nil)
    }

    @Test func enterOpensAMeetingThenARacesCardAndEscapeGoesBackOneLevelAtATime() throws {
        var model = model()
        _ = press(.byte(UInt8(ascii: "m")), on: &model)
        _ = model.handle(fetched(day), at: now)
        // Randwick has a race to run, so it comes first and is selected.
        #expect(model.screen.racingDay?.selectedID == "randwick")
        #expect(model.screen.racingDay?.statusText == "meetings at 00:59:00")

        #expect(press(.enter, on: &model).isEmpty)
        let meeting = try #require(model.screen.racingDay)
        #expect(meeting.showsMeeting)
        #expect(meeting.lines.first?.text == "Horse · Randwick NSW")
        #expect(meeting.selectedID == "r2", "the next race to run is selected")
        #expect(meeting.lines.contains { $0.id == "r1" && $0.text.contains("1st 9") })

        #expect(press(.enter, on: &model) == [.raceCard(.open(raceID: "r2"))])
        #expect(model.screen.details?.viewModel.title.contains("Randwick") == true)

        #expect(press(.escape, on: &model) == [.raceCard(.close)])
        #expect(model.screen.details == nil)
        #expect(model.screen.racingDay?.showsMeeting == true, "back to the meeting")

        #expect(press(.escape, on: &model).isEmpty)
        #expect(model.screen.racingDay?.showsMeeting == false, "back to the meetings")
        #expect(model.screen.racingDay?.selectedID == "randwick", "on the meeting left")

        #expect(press(.escape, on: &model) == [.racingDay(.close)])
        #expect(model.screen.racingDay == nil, "back to the board")
    }

    @Test func aMeetingsCountdownTicksEachSecondAndItsRunRacesShowTheirPlacings() throws {
        var model = model()
        _ = press(.byte(UInt8(ascii: "m")), on: &model)
        _ = model.handle(fetched(day), at: now)
        _ = press(.enter, on: &model)
        let cup = { (model: WatchViewModel) in
            model.screen.racingDay?.lines.first { $0.id == "r2" }?.text ?? ""
        }
        #expect(cup(model).hasSuffix("in 10m 00s"), "\(cup(model))")

        _ = model.handle(.tick, at: now.addingTimeInterval(1))

        #expect(cup(model).hasSuffix("in 9m 59s"), "\(cup(model))")
        let maiden = try #require(model.screen.racingDay?.lines.first { $0.id == "r1" })
        #expect(maiden.text.hasSuffix("1st 9"), "\(maiden.text)")
    }

    @Test(arguments: [(80, 24, "watch-meetings-80"), (60, 12, "watch-meeting-60")])
    func theRacingDayIsDrawnAsItsGoldenFileHasIt(columns: Int, rows: Int, name: String) throws {
        var model = model(size: ScreenSize(columns: columns, rows: rows))
        _ = press(.byte(UInt8(ascii: "m")), on: &model)
        _ = model.handle(fetched(day), at: now)
        if name.hasPrefix("watch-meeting-") { _ = press(.enter, on: &model) }

        let text =
            WatchScreenLayout(usesColor: false).frame(for: model.screen).map(\.text)
            .joined(separator: "\n") + "\n"

        // The target's golden files are in its own `__Snapshots__`, one folder up from this file.
        let anchor = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "WatchRacingDayTests.swift").path
        #expect(text == (try GoldenFile.expected(for: text, named: name, testFile: anchor)))
    }

    @Test func theBoardsKeysLineNamesMFrom59ColumnsAndKeepsHelpAndQuitWhereItDoesNot() {
        let keys = BoardScreen.keyBindings.keysLine()
        #expect(keys.text(width: 80).contains("m meetings"))
        #expect(keys.text(width: 59).contains("m meetings"))
        #expect(!keys.text(width: 58).contains("m meetings"))
        #expect(keys.text(width: 58).hasSuffix("? help  q quit"))
    }

    @Test func theMeetingsKeepEscBackWithHelpAndQuitOnANarrowPane() {
        let keys = RacingDayScreen.keyBindings.keysLine()
        #expect(keys.text(width: 40) == "↑↓ select  Esc back  ? help  q quit")
        #expect(keys.text(width: 30) == "Esc back  ? help  q quit")
    }

    @Test func theArrowsMoveTheSelectionNoFurtherThanTheLastRow() {
        var model = model()
        _ = press(.byte(UInt8(ascii: "m")), on: &model)
        _ = model.handle(fetched(day), at: now)

        _ = press(.down, on: &model)
        _ = press(.byte(UInt8(ascii: "j")), on: &model)
        #expect(model.screen.racingDay?.selectedID == "addington")
        _ = press(.up, on: &model)
        _ = press(.byte(UInt8(ascii: "k")), on: &model)
        #expect(model.screen.racingDay?.selectedID == "randwick")
    }

    @Test func theHelpOverTheMeetingsListsTheirKeysAndNotTheBoardsAndClosesBackToThem() {
        var model = model(size: ScreenSize(columns: 80, rows: 40))
        _ = press(.byte(UInt8(ascii: "m")), on: &model)
        _ = model.handle(fetched(day), at: now)

        _ = press(.byte(UInt8(ascii: "?")), on: &model)
        let help = WatchScreenLayout(usesColor: false).frame(for: model.screen).map(\.text).joined(
            separator: "\n")
        _ = press(.escape, on: &model)

        #expect(help.contains("Keys: the day's meetings"))
        #expect(help.contains("fetch the day again"))
        #expect(!help.contains("h g t"), "the board's filter keys do nothing over the meetings")
        #expect(!help.contains("star or unstar"))
        #expect(!help.contains("collapse"))
        let escapes = help.split(separator: "\n").filter {
            $0.trimmingCharacters(in: .whitespaces).hasPrefix("Esc ")
        }
        #expect(escapes.count == 1, "one Esc, saying both what it does here and on the day: \(escapes)")
        #expect(!model.screen.isShowingHelp)
        #expect(model.screen.racingDay != nil)
        #expect(model.screen.chrome.racesDescription == "meetings")
    }

    @Test func rAsksForTheDayAgainAndQQuitsFromAnyLevel() {
        var model = model()
        _ = press(.byte(UInt8(ascii: "m")), on: &model)
        _ = model.handle(fetched(day), at: now)
        #expect(press(.byte(UInt8(ascii: "r")), on: &model) == [.racingDay(.refresh)])
        _ = press(.enter, on: &model)
        #expect(press(.byte(UInt8(ascii: "r")), on: &model) == [.racingDay(.refresh)], "over a meeting too")
        #expect(press(.byte(UInt8(ascii: "q")), on: &model) == [.quit(.quit)])
    }

    @Test func aFailedFetchKeepsTheDayMarkedStaleWithWhenItIsTriedAgain() throws {
        var model = model()
        _ = press(.byte(UInt8(ascii: "m")), on: &model)
        _ = model.handle(fetched(day), at: now)

        _ = model.handle(fetched(day, failure: .unreachable(host: "api.neds.com.au")), at: now)

        let panel = try #require(model.screen.racingDay)
        #expect(panel.isStale)
        #expect(panel.statusText.hasPrefix("offline: showing meetings from 00:59:00"), "\(panel.statusText)")
        #expect(panel.statusText.hasSuffix("in 30s"), "\(panel.statusText)")
        #expect(panel.lines.contains { $0.id == "randwick" }, "the last day stays on screen")
    }

    @Test func theFilterKeysOfTheBoardChooseTheMeetingsToo() {
        var model = WatchViewModel(
            settings: .init(filter: CategoryFilter([.harness]), limit: 5, timeZone: utc),
            size: ScreenSize(columns: 80, rows: 24), now: now)
        _ = press(.byte(UInt8(ascii: "m")), on: &model)
        _ = model.handle(fetched(day), at: now)

        #expect(model.screen.racingDay?.lines.compactMap(\.id) == ["addington"])
    }

    @Test(arguments: [
        ScreenSize(columns: 80, rows: 24), ScreenSize(columns: 60, rows: 12),
        ScreenSize(columns: 40, rows: 9),
    ])
    func everyPaneShowsTheSelectedRowAndTheKeysToLeave(size: ScreenSize) {
        var model = model(size: size)
        _ = press(.byte(UInt8(ascii: "m")), on: &model)
        let many = RacingDay(
            date: date,
            meetings: (0..<30).map { index in
                Meeting(
                    id: "m\(index)", name: "Meeting \(index)", category: .greyhound, date: date,
                    races: [
                        MeetingRace(
                            id: "r\(index)", number: 1, name: "R",
                            advertisedStart: now.addingTimeInterval(Double(index + 1) * 60), status: .open)
                    ])
            })
        _ = model.handle(fetched(many), at: now)
        for _ in 0..<20 { _ = press(.down, on: &model) }

        let lines = WatchScreenLayout(usesColor: false).frame(for: model.screen).map(\.text)

        #expect(lines.count <= size.rows)
        #expect(lines.allSatisfy { DisplayWidth.columns(of: $0) <= size.columns })
        // Meeting 20's race starts in 21 minutes; at 40 columns the names are cut.
        #expect(lines.contains { $0.hasPrefix("> ") && $0.contains("R1 in 21m") }, "\(lines)")
        #expect(lines.contains { $0.contains("more") }, "\(lines)")
        #expect(lines.last?.hasSuffix("q quit") == true, "\(lines)")
    }
}
