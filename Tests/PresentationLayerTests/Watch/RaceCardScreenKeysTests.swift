import DomainLayer
import Testing

@testable import PresentationLayer

/// The keys over a race's card: `r` refreshes it, the arrows and page keys scroll it, `q` and
/// Ctrl-C end the session, every other key goes back.
@Suite struct RaceCardScreenKeysTests {
    private func key(_ character: Character) -> WatchKey {
        .byte(character.asciiValue!)
    }

    @Test(arguments: [
        WatchKey.enter, .escape, .backspace, .byte(UInt8(ascii: "x")), .byte(UInt8(ascii: "h")),
        .byte(UInt8(ascii: "s")),
        .byte(UInt8(ascii: "?")),
    ])
    func overTheDetailsEveryKeyButQuitRefreshAndScrollingClosesThem(key: WatchKey) {
        #expect(RaceCardScreenState.action(for: key) == .closeDetails)
    }

    @Test func overTheDetailsRRefreshesTheCard() {
        #expect(RaceCardScreenState.action(for: key("r")) == .refresh)
        #expect(RaceCardScreenState.action(for: key("R")) == .refresh)
    }

    @Test func overTheDetailsQStillQuitsAndCtrlCStillInterrupts() {
        #expect(RaceCardScreenState.action(for: key("q")) == .quit)
        #expect(RaceCardScreenState.action(for: .byte(0x03)) == .interrupt)
    }
}
