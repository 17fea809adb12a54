import DomainLayer
import Foundation
import Testing

@testable import PresentationLayer

/// The board's keys, at the bottom of watch mode's stack of screens.
@Suite struct BoardScreenKeysTests {
    private func key(_ character: Character) -> WatchKey {
        .byte(character.asciiValue!)
    }

    private func command(_ key: WatchKey) -> KeyCommand<BoardScreen.Action>? {
        BoardScreen.keyBindings.command(for: key)
    }

    /// The filter `key` asks the interactor for on a board showing `filter`.
    private func filter(after key: WatchKey, on filter: CategoryFilter) -> CategoryFilter? {
        var context = WatchContext(
            settings: .init(filter: filter, limit: 5, timeZone: TimeZone(identifier: "UTC")!),
            size: ScreenSize(columns: 80, rows: 24), now: Date(timeIntervalSince1970: 0))
        context.filter = filter
        var board = BoardScreen()
        guard case .board(.setFilter(let chosen))? = board.press(key, in: context)?.effects.first else {
            return nil
        }
        return chosen
    }

    @Test func fromTheUnfilteredScreenAToggleShowsOnlyThatCategory() {
        #expect(filter(after: key("h"), on: .all) == CategoryFilter([.horse]))
        #expect(filter(after: key("t"), on: .all) == CategoryFilter([.harness]))
    }

    @Test func anotherToggleAddsItsCategory() {
        #expect(
            filter(after: key("g"), on: CategoryFilter([.horse])) == CategoryFilter([.horse, .greyhound]))
    }

    @Test func togglingTheLastCategoryOffShowsAllAgain() {
        #expect(filter(after: key("h"), on: CategoryFilter([.horse])) == .all)
    }

    @Test func togglingTheThirdCategoryOnIsTheSameAsAll() {
        #expect(filter(after: key("T"), on: CategoryFilter([.horse, .greyhound])) == .all)
    }

    @Test(arguments: [
        (key: WatchKey.byte(UInt8(ascii: "a")), command: KeyCommand<BoardScreen.Action>.act(.showAll)),
        (.byte(UInt8(ascii: "r")), .act(.refresh)), (.byte(UInt8(ascii: "q")), .end(.quit)),
        (.byte(UInt8(ascii: "Q")), .end(.quit)),
        (.byte(UInt8(ascii: "R")), .act(.refresh)), (.up, .act(.moveSelection(by: -1))),
        (.down, .act(.moveSelection(by: 1))),
        (.byte(UInt8(ascii: "k")), .act(.moveSelection(by: -1))),
        (.byte(UInt8(ascii: "j")), .act(.moveSelection(by: 1))),
        (.byte(UInt8(ascii: "s")), .act(.toggleStar)), (.byte(UInt8(ascii: "c")), .act(.toggleCollapse)),
        (.enter, .act(.openCard)), (.byte(UInt8(ascii: "?")), .act(.openHelp)),
        (.byte(UInt8(ascii: "M")), .act(.openMeetings)), (.byte(UInt8(ascii: "H")), .act(.toggle(.horse))),
    ])
    func keysMapToActions(key: WatchKey, command: KeyCommand<BoardScreen.Action>) {
        #expect(self.command(key) == command)
    }

    @Test func ctrlCInterrupts() {
        #expect(command(.byte(0x03)) == .end(.interrupted))
    }

    @Test(arguments: [
        WatchKey.byte(UInt8(ascii: "x")), .escape, .backspace, .byte(UInt8(ascii: " ")), .pageUp, .pageDown,
    ])
    func otherKeysDoNothingOnTheBoard(key: WatchKey) {
        #expect(command(key) == nil)
    }
}
