import DomainLayer
import Testing

@testable import PresentationLayer

/// The keys over the help.
@Suite struct HelpScreenKeysTests {
    @Test(arguments: [
        (key: WatchKey.byte(UInt8(ascii: "?")), command: KeyCommand<HelpScreen.Action>?.some(.act(.close))),
        (.escape, .act(.close)), (.byte(UInt8(ascii: "q")), .end(.quit)),
        (.byte(UInt8(ascii: "Q")), .end(.quit)), (.byte(0x03), .end(.interrupted)),
        (.byte(UInt8(ascii: "h")), nil), (.enter, nil), (.backspace, nil), (.up, .act(.scroll(.lines(-1)))),
        (.byte(UInt8(ascii: "k")), .act(.scroll(.lines(-1)))), (.down, .act(.scroll(.lines(1)))),
        (.byte(UInt8(ascii: "J")), .act(.scroll(.lines(1)))), (.pageUp, .act(.scroll(.pages(-1)))),
        (.pageDown, .act(.scroll(.pages(1)))), (.byte(UInt8(ascii: " ")), .act(.scroll(.pages(1)))),
    ])
    func overTheHelpOnlyClosingQuittingAndScrollingKeysMeanAnything(
        key: WatchKey, command: KeyCommand<HelpScreen.Action>?
    ) {
        #expect(HelpScreen.keyBindings.command(for: key) == command)
    }
}
