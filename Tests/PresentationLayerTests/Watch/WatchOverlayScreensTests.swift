import DomainLayer
import Foundation
import TestSupport
import Testing

@testable import PresentationLayer

/// Each screen over the watch board on its own: its keys, what they do to it, and when it opens
/// a screen over itself or closes; the view-model's tests cover the stack they make.
@Suite struct WatchOverlayScreensTests {
    private let now = Date(timeIntervalSince1970: 1_768_438_800)

    /// What every screen reads, at `now` on a terminal of `size`, before any board.
    private func context(_ size: ScreenSize = ScreenSize(columns: 80, rows: 24)) -> WatchContext {
        WatchContext(
            settings: .init(filter: .all, limit: 5, timeZone: TimeZone(identifier: "UTC")!), size: size,
            now: now)
    }

    private func closes(_ outcome: ScreenOutcome?) -> Bool {
        if case .pop? = outcome?.transition { true } else { false }
    }

    private func stays(_ outcome: ScreenOutcome?) -> Bool {
        if case .stay? = outcome?.transition { true } else { false }
    }

    @Test(arguments: [
        (key: WatchKey.up, command: KeyCommand<RacingDayScreen.Action>?.some(.act(.moveSelection(by: -1)))),
        (.byte(UInt8(ascii: "J")), .act(.moveSelection(by: 1))), (.enter, .act(.open)),
        (.escape, .act(.back)), (.backspace, .act(.back)), (.byte(UInt8(ascii: "R")), .act(.refresh)),
        (.byte(UInt8(ascii: "?")), .act(.openHelp)), (.byte(UInt8(ascii: "q")), .end(.quit)),
        (.ctrlC, .end(.interrupted)),
        (.byte(UInt8(ascii: "h")), nil), (.byte(UInt8(ascii: "s")), nil), (.byte(UInt8(ascii: "m")), nil),
        (.pageDown, nil),
    ])
    func theMeetingsTakeOnlyTheirOwnKeys(key: WatchKey, command: KeyCommand<RacingDayScreen.Action>?) {
        #expect(RacingDayScreen.keyBindings.command(for: key) == command)
    }

    @Test func escapeFromTheDaysMeetingsClosesThemAndStopsFollowingTheDay() {
        var meetings = RacingDayScreen()

        let outcome = meetings.reduce(.back, in: context())

        #expect(closes(outcome))
        #expect(outcome.effects == [.racingDay(.close)])
    }

    @Test func rAsksTheFollowerForTheDayAgainEveryTimeForItKeepsTheGap() {
        var meetings = RacingDayScreen()
        var later = context()
        later.now = now.addingTimeInterval(0.1)

        let first = meetings.reduce(.refresh, in: context())
        let held = meetings.reduce(.refresh, in: later)

        #expect(first.effects == [.racingDay(.refresh)])
        #expect(held.effects == [.racingDay(.refresh)], "the follower joins it to the one waiting")
    }

    @Test func theHelpOpensOverTheMeetingsListingTheirKeys() {
        var meetings = RacingDayScreen()

        let outcome = meetings.reduce(.openHelp, in: context())

        guard case .push(.help(let help)) = outcome.transition else {
            Issue.record("the help did not open over the meetings")
            return
        }
        #expect(help.keys == RacingDayScreen.helpSection, "it lists the meetings' keys")
        #expect(help.keys.heading == "Keys: the day's meetings")
    }

    @Test func theHelpScrollsNoFurtherThanItsTopAndItsEndAndClosesOnItsKey() {
        let context = context(ScreenSize(columns: 60, rows: 12))
        var help = HelpScreen(listing: BoardScreen.helpSection)
        let limits = context.layout.helpScrolling(
            size: context.size, hasBanner: false, keys: BoardScreen.helpSection)

        var offsets: [Int] = []
        for move in [ScrollPosition.Move.pages(1), .pages(1), .pages(1), .lines(-1)] {
            #expect(stays(help.reduce(.scroll(move), in: context)))
            offsets.append(help.body(in: context).offset)
        }
        _ = help.reduce(.scroll(.lines(-100)), in: context)

        let end = limits.lastOffset
        #expect(limits.page > 1 && end > limits.page, "the help is two pages and more at 60×12")
        #expect(
            offsets == [
                min(limits.page, end), min(2 * limits.page, end), min(3 * limits.page, end),
                min(3 * limits.page, end) - 1,
            ])
        #expect(help.body(in: context).offset == 0)
        #expect(closes(help.reduce(.close, in: context)))
    }

    @Test func theCardTakesOnlyItsOwnRacesFetchAndClosesSayingSo() {
        let race = RaceFactory.race("open", meeting: "Flemington", number: 4, startsIn: 300, from: now)
        var card = RaceCardScreen(race: race)
        let other = RaceCard(
            race: RaceFactory.race("other", meeting: "Ascot", number: 1, startsIn: 60, from: now),
            status: .open,
            runners: [])

        card.receive(RaceCardSnapshot(raceID: "other", card: other, updatedAt: now, nextFetchAt: now))
        let details = card.body(in: context())
        let refresh = card.reduce(.refresh, in: context())
        let close = card.reduce(.close, in: context())

        #expect(details.card.content == .loading)
        #expect(stays(refresh) && refresh.effects == [WatchEffect.raceCard(.refresh)])
        #expect(closes(close) && close.effects == [WatchEffect.raceCard(.close)])
    }

    @Test(arguments: [
        (WatchKey.up, KeyCommand<RaceCardScreen.Action>.act(.scroll(.lines(-1)))),
        (.down, .act(.scroll(.lines(1)))), (.byte(UInt8(ascii: "k")), .act(.scroll(.lines(-1)))),
        (.byte(UInt8(ascii: "j")), .act(.scroll(.lines(1)))), (.pageUp, .act(.scroll(.pages(-1)))),
        (.pageDown, .act(.scroll(.pages(1)))),
        (.byte(UInt8(ascii: " ")), .act(.scroll(.pages(1)))), (.byte(UInt8(ascii: "r")), .act(.refresh)),
        (.escape, .act(.close)),
        (.enter, .act(.close)), (.byte(UInt8(ascii: "x")), .act(.close)),
        (.byte(UInt8(ascii: "q")), .end(.quit)),
    ])
    func theCardScrollsOnTheArrowsAndPageKeysAndAnyOtherKeyGoesBack(
        key: WatchKey, command: KeyCommand<RaceCardScreen.Action>
    ) {
        #expect(RaceCardScreen.keyBindings.command(for: key) == command)
    }

    @Test func aScrollGoesNoFurtherThanTheTopAndTheEnd() {
        var position = ScrollPosition()
        let limits: ScrollPosition.Limits = (page: 8, lastOffset: 20)

        var offsets: [Int] = []
        for move in [ScrollPosition.Move.pages(1), .pages(1), .pages(1), .lines(-1)] {
            position.apply(move, limits: limits)
            offsets.append(position.offset)
        }
        position.apply(.lines(-100), limits: limits)

        #expect(offsets == [8, 16, 20, 19])
        #expect(position.offset == 0)
    }
}
