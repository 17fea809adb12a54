import DomainLayer
import Testing

@testable import PresentationLayer

@Suite struct WatchKeyBindingsTests {
    private func key(_ character: Character) -> WatchKey {
        .byte(character.asciiValue!)
    }

    @Test func fromTheUnfilteredScreenAToggleShowsOnlyThatCategory() {
        #expect(WatchKeyBindings.action(for: key("h"), filter: .all) == .setFilter(CategoryFilter([.horse])))
        #expect(
            WatchKeyBindings.action(for: key("t"), filter: .all) == .setFilter(CategoryFilter([.harness])))
    }

    @Test func anotherToggleAddsItsCategory() {
        #expect(
            WatchKeyBindings.action(for: key("g"), filter: CategoryFilter([.horse]))
                == .setFilter(CategoryFilter([.horse, .greyhound])))
    }

    @Test func togglingTheLastCategoryOffShowsAllAgain() {
        #expect(WatchKeyBindings.action(for: key("h"), filter: CategoryFilter([.horse])) == .setFilter(.all))
    }

    @Test func togglingTheThirdCategoryOnIsTheSameAsAll() {
        #expect(
            WatchKeyBindings.action(for: key("t"), filter: CategoryFilter([.horse, .greyhound]))
                == .setFilter(.all))
    }

    @Test(arguments: [
        (key: WatchKey.byte(UInt8(ascii: "a")), action: WatchAction.setFilter(.all)),
        (.byte(UInt8(ascii: "r")), .refresh), (.byte(UInt8(ascii: "q")), .quit),
        (.byte(UInt8(ascii: "Q")), .quit),
        (.byte(UInt8(ascii: "R")), .refresh), (.up, .moveSelection(by: -1)), (.down, .moveSelection(by: 1)),
        (.byte(UInt8(ascii: "k")), .moveSelection(by: -1)), (.byte(UInt8(ascii: "j")), .moveSelection(by: 1)),
        (.byte(UInt8(ascii: "s")), .toggleStar), (.byte(UInt8(ascii: "c")), .toggleCollapse),
        (.enter, .showDetails), (.byte(UInt8(ascii: "?")), .showHelp),
    ])
    func keysMapToActions(key: WatchKey, action: WatchAction) {
        #expect(WatchKeyBindings.action(for: key, filter: CategoryFilter([.greyhound])) == action)
    }

    @Test func ctrlCInterrupts() {
        #expect(WatchKeyBindings.action(for: .byte(0x03), filter: .all) == .interrupt)
    }

    @Test(arguments: [WatchKey.byte(UInt8(ascii: "x")), .escape, .backspace, .byte(UInt8(ascii: " "))])
    func otherKeysDoNothingOnTheBoard(key: WatchKey) {
        #expect(WatchKeyBindings.action(for: key, filter: .all) == nil)
    }

    @Test(arguments: [
        WatchKey.enter, .escape, .backspace, .down, .byte(UInt8(ascii: "h")), .byte(UInt8(ascii: "s")),
        .byte(UInt8(ascii: "?")),
    ])
    func overTheDetailsEveryKeyButQuitAndRefreshClosesThem(key: WatchKey) {
        #expect(WatchKeyBindings.action(for: key, filter: .all, isShowingDetails: true) == .closeDetails)
    }

    @Test func overTheDetailsRRefreshesTheCard() {
        #expect(WatchKeyBindings.action(for: key("r"), filter: .all, isShowingDetails: true) == .refresh)
        #expect(WatchKeyBindings.action(for: key("R"), filter: .all, isShowingDetails: true) == .refresh)
    }

    @Test func overTheDetailsQStillQuitsAndCtrlCStillInterrupts() {
        #expect(WatchKeyBindings.action(for: key("q"), filter: .all, isShowingDetails: true) == .quit)
        #expect(WatchKeyBindings.action(for: .byte(0x03), filter: .all, isShowingDetails: true) == .interrupt)
    }

    @Test(arguments: [
        (key: WatchKey.byte(UInt8(ascii: "?")), action: WatchAction?.some(.closeHelp)), (.escape, .closeHelp),
        (.byte(UInt8(ascii: "q")), .quit), (.byte(UInt8(ascii: "Q")), .quit), (.byte(0x03), .interrupt),
        (.byte(UInt8(ascii: "h")), nil), (.enter, nil), (.backspace, nil), (.up, .scrollHelpLines(-1)),
        (.byte(UInt8(ascii: "k")), .scrollHelpLines(-1)), (.down, .scrollHelpLines(1)),
        (.byte(UInt8(ascii: "j")), .scrollHelpLines(1)), (.pageUp, .scrollHelpPages(-1)),
        (.pageDown, .scrollHelpPages(1)), (.byte(UInt8(ascii: " ")), .scrollHelpPages(1)),
    ])
    func overTheHelpOnlyClosingQuittingAndScrollingKeysMeanAnything(key: WatchKey, action: WatchAction?) {
        #expect(WatchKeyBindings.helpAction(for: key) == action)
    }
}
