import Testing

@testable import PresentationLayer

@Suite struct WatchSelectionTests {
    private func races(_ ids: String...) -> [SelectableRow] {
        ids.map { .race(id: $0) }
    }

    @Test func nothingIsSelectedUntilTheFirstMoveWhichSelectsTheFirstRow() {
        var selection = WatchSelection()
        selection.follow(races("a", "b"))
        #expect(selection.selected == nil)

        selection.move(by: 1, in: races("a", "b"))

        #expect(selection.selected == .race(id: "a"))
    }

    @Test func movesStopAtTheFirstAndLastRows() {
        var selection = WatchSelection()
        let rows = races("a", "b", "c")
        selection.move(by: 1, in: rows)
        selection.move(by: 1, in: rows)
        selection.move(by: 1, in: rows)
        selection.move(by: 1, in: rows)
        #expect(selection.selected == .race(id: "c"))
        selection.move(by: -1, in: rows)
        #expect(selection.selected == .race(id: "b"))
        selection.move(by: -5, in: rows)
        #expect(selection.selected == .race(id: "a"))
    }

    @Test func staysOnTheSameRaceWhenTheRowsMoveAroundIt() {
        var selection = WatchSelection()
        selection.select(.race(id: "b"), in: races("a", "b", "c"))

        selection.follow(races("x", "c", "b", "a"))
        #expect(selection.selected == .race(id: "b"))
        selection.move(by: 1, in: races("x", "c", "b", "a"))
        #expect(selection.selected == .race(id: "a"), "moves from where the race is now")
    }

    @Test func whenItsRaceLeavesTheSelectionStaysAtTheSamePosition() {
        var selection = WatchSelection()
        selection.select(.race(id: "b"), in: races("a", "b", "c"))

        selection.follow(races("a", "c", "d"))

        #expect(selection.selected == .race(id: "c"))
    }

    @Test func whenTheBoardGetsShorterThanItsPositionTheLastRowIsSelected() {
        var selection = WatchSelection()
        selection.select(.race(id: "d"), in: races("a", "b", "c", "d"))

        selection.follow(races("a", "b"))

        #expect(selection.selected == .race(id: "b"))
    }

    @Test func anEmptyBoardKeepsTheSelectionForWhenRacesComeBack() {
        var selection = WatchSelection()
        selection.select(.race(id: "b"), in: races("a", "b", "c"))

        selection.follow([])
        #expect(selection.selected == .race(id: "b"))
        selection.follow(races("a", "b"))
        #expect(selection.selected == .race(id: "b"))
    }
}
