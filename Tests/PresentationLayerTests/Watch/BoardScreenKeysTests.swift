import DomainLayer
import Testing

@testable import PresentationLayer

/// The board's keys, at the bottom of watch mode's stack of screens.
@Suite struct BoardScreenKeysTests {
    private func key(_ character: Character) -> WatchKey {
        .byte(character.asciiValue!)
    }

    @Test func fromTheUnfilteredScreenAToggleShowsOnlyThatCategory() {
        #expect(BoardScreenState.action(for: key("h"), filter: .all) == .setFilter(CategoryFilter([.horse])))
        #expect(
            BoardScreenState.action(for: key("t"), filter: .all) == .setFilter(CategoryFilter([.harness])))
    }

    @Test func anotherToggleAddsItsCategory() {
        #expect(
            BoardScreenState.action(for: key("g"), filter: CategoryFilter([.horse]))
                == .setFilter(CategoryFilter([.horse, .greyhound])))
    }

    @Test func togglingTheLastCategoryOffShowsAllAgain() {
        #expect(BoardScreenState.action(for: key("h"), filter: CategoryFilter([.horse])) == .setFilter(.all))
    }

    @Test func togglingTheThirdCategoryOnIsTheSameAsAll() {
        #expect(
            BoardScreenState.action(for: key("t"), filter: CategoryFilter([.horse, .greyhound]))
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
        (.byte(UInt8(ascii: "M")), .showMeetings),
    ])
    func keysMapToActions(key: WatchKey, action: WatchAction) {
        #expect(BoardScreenState.action(for: key, filter: CategoryFilter([.greyhound])) == action)
    }

    @Test func ctrlCInterrupts() {
        #expect(BoardScreenState.action(for: .byte(0x03), filter: .all) == .interrupt)
    }

    @Test(arguments: [WatchKey.byte(UInt8(ascii: "x")), .escape, .backspace, .byte(UInt8(ascii: " "))])
    func otherKeysDoNothingOnTheBoard(key: WatchKey) {
        #expect(BoardScreenState.action(for: key, filter: .all) == nil)
    }
}
