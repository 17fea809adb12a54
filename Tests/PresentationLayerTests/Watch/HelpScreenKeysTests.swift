import DomainLayer
import Testing

@testable import PresentationLayer

/// The keys over the help.
@Suite struct HelpScreenKeysTests {
    @Test(arguments: [
        (key: WatchKey.byte(UInt8(ascii: "?")), action: WatchAction?.some(.closeHelp)), (.escape, .closeHelp),
        (.byte(UInt8(ascii: "q")), .quit), (.byte(UInt8(ascii: "Q")), .quit), (.byte(0x03), .interrupt),
        (.byte(UInt8(ascii: "h")), nil), (.enter, nil), (.backspace, nil), (.up, .scrollLines(-1)),
        (.byte(UInt8(ascii: "k")), .scrollLines(-1)), (.down, .scrollLines(1)),
        (.byte(UInt8(ascii: "j")), .scrollLines(1)), (.pageUp, .scrollPages(-1)),
        (.pageDown, .scrollPages(1)), (.byte(UInt8(ascii: " ")), .scrollPages(1)),
    ])
    func overTheHelpOnlyClosingQuittingAndScrollingKeysMeanAnything(key: WatchKey, action: WatchAction?) {
        #expect(HelpScreenState.action(for: key) == action)
    }
}
