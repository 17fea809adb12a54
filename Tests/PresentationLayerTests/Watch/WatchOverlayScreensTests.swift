import DomainLayer
import Foundation
import TestSupport
import Testing

@testable import PresentationLayer

/// Each screen over the watch board on its own: its keys, what they do to it, and when it opens
/// a screen over itself or closes; the view-model's tests cover the stack they make.
@Suite struct WatchOverlayScreensTests {
    private let now = Date(timeIntervalSince1970: 1_768_438_800)
    private let clock = ClockTimeFormatter(timeZone: TimeZone(identifier: "UTC")!)

    private func closes(_ outcome: WatchKeyOutcome) -> Bool {
        if case .pop = outcome.transition { true } else { false }
    }

    private func stays(_ outcome: WatchKeyOutcome) -> Bool {
        if case .stay = outcome.transition { true } else { false }
    }

    @Test(arguments: [
        (key: WatchKey.up, action: WatchAction?.some(.moveSelection(by: -1))),
        (.byte(UInt8(ascii: "J")), .moveSelection(by: 1)), (.enter, .openRacingDayRow),
        (.escape, .racingDayBack), (.backspace, .racingDayBack), (.byte(UInt8(ascii: "R")), .refresh),
        (.byte(UInt8(ascii: "?")), .showHelp), (.byte(UInt8(ascii: "q")), .quit), (.ctrlC, .interrupt),
        (.byte(UInt8(ascii: "h")), nil), (.byte(UInt8(ascii: "s")), nil), (.byte(UInt8(ascii: "m")), nil),
        (.pageDown, nil),
    ])
    func theMeetingsTakeOnlyTheirOwnKeys(key: WatchKey, action: WatchAction?) {
        #expect(MeetingsScreenState.action(for: key) == action)
    }

    @Test func escapeFromTheDaysMeetingsClosesThemAndStopsFollowingTheDay() {
        var meetings = MeetingsScreenState()

        let outcome = meetings.press(.racingDayBack, now: now, clock: clock)

        #expect(closes(outcome))
        #expect(outcome.effects == [.closeMeetings])
    }

    @Test func rAsksTheFollowerForTheDayAgainEveryTimeForItKeepsTheGap() {
        var meetings = MeetingsScreenState()

        let first = meetings.press(.refresh, now: now, clock: clock)
        let held = meetings.press(.refresh, now: now.addingTimeInterval(0.1), clock: clock)

        #expect(first.effects == [.refreshMeetings])
        #expect(held.effects == [.refreshMeetings], "the follower joins it to the one waiting")
    }

    @Test func theHelpOpensOverTheMeetings() {
        var meetings = MeetingsScreenState()

        let outcome = meetings.press(.showHelp, now: now, clock: clock)

        guard case .push(.help(let help)) = outcome.transition else {
            Issue.record("the help did not open over the meetings")
            return
        }
        #expect(help.subject == .racingDay, "it lists the meetings' keys")
    }

    @Test func theHelpScrollsNoFurtherThanItsTopAndItsEndAndClosesOnItsKey() {
        var help = HelpScreenState(over: .board)
        let scrolling: ScrollPosition.Limits = (page: 10, lastOffset: 25)

        var offsets: [Int] = []
        for action in [
            WatchAction.scrollPages(1), .scrollPages(1), .scrollPages(1), .scrollLines(-1),
        ] {
            #expect(stays(help.press(action, limits: scrolling)))
            offsets.append(help.offset)
        }
        _ = help.press(.scrollLines(-100), limits: scrolling)

        #expect(offsets == [10, 20, 25, 24])
        #expect(help.offset == 0)
        #expect(closes(help.press(.closeHelp, limits: scrolling)))
    }

    @Test func theCardTakesOnlyItsOwnRacesFetchAndClosesSayingSo() {
        let race = RaceFactory.race("open", meeting: "Flemington", number: 4, startsIn: 300, from: now)
        var card = RaceCardScreenState(race: race)
        let other = RaceCard(
            race: RaceFactory.race("other", meeting: "Ascot", number: 1, startsIn: 60, from: now),
            status: .open,
            runners: [])

        card.receive(RaceCardSnapshot(raceID: "other", card: other, updatedAt: now, nextFetchAt: now))
        let details = card.details(
            at: now, clock: clock, timeZone: TimeZone(identifier: "UTC")!, width: 80, isStarred: false)
        let scrolling: ScrollPosition.Limits = (page: 1, lastOffset: 0)
        let refresh = card.press(.refresh, limits: scrolling)
        let close = card.press(.closeDetails, limits: scrolling)

        #expect(details.card.content == .loading)
        #expect(stays(refresh) && refresh.effects == [WatchEffect.refreshRaceCard])
        #expect(closes(close) && close.effects == [WatchEffect.closeRaceCard])
    }

    @Test(arguments: [
        (WatchKey.up, WatchAction.scrollLines(-1)), (.down, .scrollLines(1)),
        (.byte(UInt8(ascii: "k")), .scrollLines(-1)),
        (.byte(UInt8(ascii: "j")), .scrollLines(1)), (.pageUp, .scrollPages(-1)),
        (.pageDown, .scrollPages(1)),
        (.byte(UInt8(ascii: " ")), .scrollPages(1)), (.byte(UInt8(ascii: "r")), .refresh),
        (.escape, .closeDetails),
        (.enter, .closeDetails), (.byte(UInt8(ascii: "x")), .closeDetails), (.byte(UInt8(ascii: "q")), .quit),
    ])
    func theCardScrollsOnTheArrowsAndPageKeysAndAnyOtherKeyGoesBack(key: WatchKey, action: WatchAction) {
        #expect(RaceCardScreenState.action(for: key) == action)
    }

    @Test func theCardScrollsNoFurtherThanItsTopAndItsEnd() {
        var card = RaceCardScreenState(
            race: RaceFactory.race("r", meeting: "Ascot", startsIn: 300, from: now))
        let scrolling: ScrollPosition.Limits = (page: 8, lastOffset: 20)

        var offsets: [Int] = []
        for action in [WatchAction.scrollPages(1), .scrollPages(1), .scrollPages(1), .scrollLines(-1)] {
            _ = card.press(action, limits: scrolling)
            offsets.append(card.offset)
        }
        _ = card.press(.scrollLines(-100), limits: scrolling)

        #expect(offsets == [8, 16, 20, 19])
        #expect(card.offset == 0)
    }
}
