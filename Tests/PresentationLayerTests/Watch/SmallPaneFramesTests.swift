import DomainLayer
import Foundation
import TestSupport
import Testing

@testable import PresentationLayer

/// The watch screen in the small panes a newcomer tries first, 60×12 and 40×9 (issue 19): the
/// keys line keeps `? help  q quit`, the help scrolls to every line, a race card shows runners,
/// no line is left blank while races are cut, and a collapsed section reads unlike an empty one.
@Suite struct SmallPaneFramesTests {
    private let now = Date(timeIntervalSince1970: 1_768_438_800)
    private let utc = TimeZone(identifier: "UTC")!
    private let sixtyByTwelve = ScreenSize(columns: 60, rows: 12)
    private let fortyByNine = ScreenSize(columns: 40, rows: 9)

    /// Five horse, five greyhound and five harness races, a minute apart in each category.
    private func races() -> [Race] {
        let categories: [(RaceCategory, String)] = [(.horse, "h"), (.greyhound, "g"), (.harness, "t")]
        return categories.flatMap { category, prefix in
            (1...5).map { number in
                RaceFactory.race(
                    "\(prefix)\(number)", category, meeting: "Meeting \(prefix.uppercased())", number: number,
                    startsIn: TimeInterval(60 * number + 10 * prefix.count), from: now)
            }
        }
    }

    /// A watch screen `size` big, with a limit of 5, showing `races` as `layout` says.
    private func model(
        _ size: ScreenSize, layout: BoardLayout = .flat, races: [Race]? = nil, usesColor: Bool = false
    ) -> WatchViewModel {
        var model = WatchViewModel(
            settings: .init(filter: .all, layout: layout, limit: 5, timeZone: utc, usesColor: usesColor),
            size: size, now: now)
        let snapshot = NextRacesSnapshot(
            races: races ?? self.races(), filter: .all, limit: 5, takenAt: now, updatedAt: now,
            layout: layout)
        _ = model.handle(.snapshot(snapshot), at: now)
        return model
    }

    private func frame(_ model: WatchViewModel, usesColor: Bool = false) -> [String] {
        WatchScreenLayout(usesColor: usesColor).frame(for: model.screen).map(\.text)
    }

    @Test func atSixtyColumnsTheKeysLineKeepsHelpAndQuit() {
        let lines = frame(model(sixtyByTwelve))
        #expect(lines.count <= 12)
        #expect(lines.last == "h g t filter  ↑↓ select  ↵ card  m meetings  ? help  q quit")
    }

    @Test func aGroupedBoardAtSixtyByTwelveStillHasAKeysLine() {
        let lines = frame(model(sixtyByTwelve, layout: .byCategory))
        #expect(lines.count == 12, "\(lines)")
        #expect(lines.last?.hasSuffix("? help  q quit") == true, "\(lines)")
        #expect(lines.filter { $0.hasSuffix("+4 more") }.count == 3, "\(lines)")
    }

    @Test func atFortyColumnsTheKeysLineIsNotReplacedByTheLegend() {
        let lines = frame(model(fortyByNine))
        #expect(lines.last == "h g t filter  ↑↓ select  ? help  q quit", "\(lines)")
        #expect(!lines.contains { $0.contains("H horse") }, "\(lines)")
    }

    @Test func theHelpExplainsTheCategoryLetters() {
        let help = WatchHelpViewModel(usesColor: false, keys: BoardScreen.helpSection).laidOutLines(width: 40)
            .map(\.text)
            .joined(
                separator: " ")
        #expect(help.contains("horse (H)"))
    }

    @Test func aFortyByNinePaneKeepsNoBlankLineWhileRacesAreCut() {
        let lines = frame(model(fortyByNine))
        #expect(lines.count == 9, "\(lines)")
        #expect(!lines.contains(""), "\(lines)")
        #expect(lines.contains("+11 more"), "\(lines)")
        #expect(lines.filter { $0.contains(#/ R\d /#) }.count == 4, "\(lines)")
    }

    @Test func aPaneWithRoomForEveryRaceKeepsItsBlankLines() {
        let lines = frame(model(ScreenSize(columns: 60, rows: 24), races: Array(races().prefix(5))))
        #expect(lines[1] == "")
        #expect(lines[lines.count - 3] == "")
    }

    @Test(arguments: [false, true])
    func atSixtyByTwelveEveryLineOfTheHelpCanBeScrolledTo(usesColor: Bool) {
        var model = model(sixtyByTwelve, usesColor: usesColor)
        _ = model.handle(.key(.byte(UInt8(ascii: "?"))), at: now)
        let first = frame(model, usesColor: usesColor)
        #expect(first.count == 12, "\(first)")
        #expect(first.last == "↑↓ PgUp PgDn scroll  ? or Esc close help  q quit")
        #expect(first[first.count - 3].hasPrefix("↓ +"), "\(first)")
        var seen = Set(first)
        for _ in 0..<40 {
            _ = model.handle(.key(.down), at: now)
            seen.formUnion(frame(model, usesColor: usesColor))
        }
        let help = WatchHelpViewModel(usesColor: usesColor, keys: BoardScreen.helpSection).laidOutLines(
            width: 60
        ).map {
            RaceTableLayout.truncated($0.text, to: 60)
        }
        #expect(help.filter { !seen.contains($0) } == [])
        let last = frame(model, usesColor: usesColor)
        #expect(last[last.count - 3].hasPrefix("↑ +"), "\(last)")
        #expect(!last[last.count - 3].contains("more"), "scrolled no further than the end: \(last)")
    }

    @Test func spaceAndPageDownScrollAPageAndPageUpComesBack() {
        var model = model(sixtyByTwelve)
        _ = model.handle(.key(.byte(UInt8(ascii: "?"))), at: now)
        _ = model.handle(.key(.byte(UInt8(ascii: " "))), at: now)
        let page = model.screen.helpOffset
        #expect(page == 8)
        _ = model.handle(.key(.pageDown), at: now)
        let end = WatchScreenLayout(usesColor: false).helpScrolling(
            size: sixtyByTwelve, hasBanner: false, keys: BoardScreen.helpSection)
        #expect(model.screen.helpOffset == min(2 * page, end.lastOffset))
        _ = model.handle(.key(.pageUp), at: now)
        _ = model.handle(.key(.pageUp), at: now)
        _ = model.handle(.key(.byte(UInt8(ascii: "k"))), at: now)
        #expect(model.screen.helpOffset == 0)
        _ = model.handle(.key(.byte(UInt8(ascii: "j"))), at: now)
        #expect(model.screen.helpOffset == 1)
        _ = model.handle(.key(.escape), at: now)
        _ = model.handle(.key(.byte(UInt8(ascii: "?"))), at: now)
        #expect(model.screen.helpOffset == 0, "the help opens at its top")
    }

    /// A card of ten runners for the first race on the board.
    private func tenRunnerCard() -> WatchEvent {
        let race = races().sorted { $0.advertisedStart < $1.advertisedStart }[0]
        let card = RaceCard(
            race: race, status: .open,
            runners: (1...10).map { number in
                Runner(
                    number: number, name: "Runner \(number)", barrier: number, rider: "Rider \(number)",
                    trainer: "Trainer", form: "123", winPrice: Double(number) + 1, placePrice: 1.5)
            })
        return .raceCard(
            RaceCardSnapshot(
                raceID: race.id, card: card, updatedAt: now, failure: nil,
                nextFetchAt: now.addingTimeInterval(30)))
    }

    @Test func aRaceCardAtSixtyByTwelveShowsRunnersAndNamesWhatIsBelow() throws {
        var model = model(sixtyByTwelve)
        _ = model.handle(.key(.down), at: now)
        _ = model.handle(.key(.enter), at: now)
        _ = model.handle(tenRunnerCard(), at: now)

        let lines = frame(model)
        #expect(lines.count == 12, "\(lines)")
        let runners = lines.filter { $0.contains(#/^ *\d+  Runner \d+ /#) }
        #expect(runners.count >= 2, "\(lines)")
        #expect(
            lines.contains { $0.hasPrefix("↓ +") && $0.contains("more: the field, Distance") }, "\(lines)")
        #expect(lines.last == "↑↓ PgUp PgDn scroll  r refresh  Esc back  q quit")
    }

    @Test func aCollapsedSectionsHeaderReadsUnlikeAnEmptyOnesWithoutColour() {
        var model = model(
            ScreenSize(columns: 60, rows: 24), layout: .byCategory,
            races: races().filter { $0.category != .harness })
        _ = model.handle(.key(.down), at: now)
        _ = model.handle(.key(.byte(UInt8(ascii: "c"))), at: now)

        let lines = frame(model)
        #expect(lines.contains("> Horse - 5 (collapsed)"), "\(lines)")
        #expect(lines.contains("  Harness - 0  (none listed)"), "\(lines)")
    }
}
