import DomainLayer
import Testing

@testable import PresentationLayer

/// The keys over a race's card: `r` refreshes it, the arrows and page keys scroll it, `q` and
/// Ctrl-C end the session, every other key goes back.
@Suite struct RaceCardScreenKeysTests {
    private func command(_ key: WatchKey) -> KeyCommand<RaceCardScreen.Action>? {
        RaceCardScreen.keyBindings.command(for: key)
    }

    @Test(arguments: [
        WatchKey.enter, .escape, .backspace, .byte(UInt8(ascii: "x")), .byte(UInt8(ascii: "h")),
        .byte(UInt8(ascii: "s")),
        .byte(UInt8(ascii: "?")),
    ])
    func overTheDetailsEveryKeyButQuitRefreshAndScrollingClosesThem(key: WatchKey) {
        #expect(command(key) == .act(.close))
    }

    @Test func overTheDetailsRRefreshesTheCard() {
        #expect(command(.byte(UInt8(ascii: "r"))) == .act(.refresh))
        #expect(command(.byte(UInt8(ascii: "R"))) == .act(.refresh))
    }

    @Test func overTheDetailsQStillQuitsAndCtrlCStillInterrupts() {
        #expect(command(.byte(UInt8(ascii: "q"))) == .end(.quit))
        #expect(command(.byte(0x03)) == .end(.interrupted))
    }
}
