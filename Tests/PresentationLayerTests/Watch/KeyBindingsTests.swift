import DomainLayer
import Testing

@testable import PresentationLayer

/// Each screen's one table of keys, and what is made from it: the keys line, the help's section
/// and `--watch`'s help.
@Suite struct KeyBindingsTests {
    @Test func theBoardsKeysLineShowsTheMostUsedFirstAndRefreshOnlyOnOneList() {
        #expect(
            BoardScreen.keyBindings.keysLine().text(width: 200)
                == "h g t filter  ↑↓ select  ↵ card  m meetings  s star  a all  r refresh  ? help  q quit")
        #expect(
            BoardScreen.keyBindings.keysLine(grouped: true).text(width: 200)
                == "h g t filter  ↑↓ select  ↵ card  m meetings  s star  c collapse  a all  ? help  q quit")
    }

    @Test func theCardAndTheHelpNameTheirScrollKeysOnlyWhileTheyScroll() {
        #expect(RaceCardScreen.keyBindings.keysLine().text(width: 200) == "r refresh  Esc back  q quit")
        #expect(
            RaceCardScreen.keyBindings.keysLine(scrolls: true).text(width: 200)
                == "↑↓ PgUp PgDn scroll  r refresh  Esc back  q quit")
        #expect(HelpScreen.keyBindings.keysLine().text(width: 200) == "? or Esc close help  q quit")
        #expect(
            HelpScreen.keyBindings.keysLine(scrolls: true).text(width: 200)
                == "↑↓ PgUp PgDn scroll  ? or Esc close help  q quit")
    }

    @Test func theRacingDaysKeysLineKeepsEscBackHelpAndQuitToTheLast() {
        #expect(
            RacingDayScreen.keyBindings.keysLine().text(width: 200)
                == "↑↓ select  ↵ open  r refresh  Esc back  ? help  q quit")
    }

    @Test func theRacingDaysHelpListsItsKeysInTheTablesOrder() {
        #expect(
            RacingDayScreen.helpSection.entries.map(\.label) == [
                "↑ ↓  k j", "Enter", "r", "?", "Esc", "q", "Ctrl-C", "Ctrl-Z",
            ])
    }

    @Test func everyKeyTheBoardsHelpNamesByALetterDoesSomethingOnTheBoard() {
        let letters = BoardScreen.helpSection.entries.map(\.label).flatMap {
            $0.split(separator: " ").map(String.init)
        }
        .filter { $0.count == 1 && $0.first!.isLetter }
        #expect(letters == ["h", "g", "t", "a", "r", "k", "j", "s", "c", "m", "q"])
        for letter in letters {
            #expect(
                BoardScreen.keyBindings.command(for: .byte(letter.first!.asciiValue!)) != nil, "\(letter)")
        }
    }

    @Test func watchsHelpOnTheCommandLineNamesEveryKeyOfTheBoardsKeysLine() {
        #expect(
            WatchViewModel.boardKeys
                == "h g t filter, a all, r refresh, ↑ ↓ k j select, s star, c collapse, Enter card, "
                + "m meetings, ? help, q quit")
    }
}
