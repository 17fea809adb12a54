import DomainLayer
import Testing

@testable import nexttogo

@Suite struct WatchKeyReducerTests {
    private func key(_ character: Character) -> UInt8 {
        character.asciiValue!
    }

    @Test func fromTheUnfilteredScreenAToggleShowsOnlyThatCategory() {
        #expect(WatchKeyReducer.action(for: key("h"), filter: .all) == .setFilter(CategoryFilter([.horse])))
        #expect(WatchKeyReducer.action(for: key("t"), filter: .all) == .setFilter(CategoryFilter([.harness])))
    }

    @Test func anotherToggleAddsItsCategory() {
        #expect(
            WatchKeyReducer.action(for: key("g"), filter: CategoryFilter([.horse]))
                == .setFilter(CategoryFilter([.horse, .greyhound])))
    }

    @Test func togglingTheLastCategoryOffShowsAllAgain() {
        #expect(WatchKeyReducer.action(for: key("h"), filter: CategoryFilter([.horse])) == .setFilter(.all))
    }

    @Test func togglingTheThirdCategoryOnIsTheSameAsAll() {
        #expect(
            WatchKeyReducer.action(for: key("t"), filter: CategoryFilter([.horse, .greyhound]))
                == .setFilter(.all))
    }

    @Test(arguments: [
        (Character("a"), WatchAction.setFilter(.all)), ("r", .refresh), ("q", .quit), ("Q", .quit),
        ("R", .refresh),
    ])
    func lettersMapToActions(letter: Character, action: WatchAction) {
        #expect(WatchKeyReducer.action(for: key(letter), filter: CategoryFilter([.greyhound])) == action)
    }

    @Test func ctrlCInterrupts() {
        #expect(WatchKeyReducer.action(for: 0x03, filter: .all) == .interrupt)
    }

    @Test(arguments: [UInt8(ascii: "x"), 0x1B, UInt8(ascii: " "), UInt8(ascii: "\r")])
    func otherKeysDoNothing(key: UInt8) {
        #expect(WatchKeyReducer.action(for: key, filter: .all) == nil)
    }
}
