import DomainLayer
import Testing

@testable import PresentationLayer

/// The keys over the help.
@Suite struct HelpScreenKeysTests {
    @Test(arguments: [
        (key: WatchKey.byte(UInt8(ascii: "?")), action: WatchAction?.some(.closeHelp)), (.escape, .closeHelp),
        (.byte(UInt8(ascii: "q")), .quit), (.byte(UInt8(ascii: "Q")), .quit), (.byte(0x03), .interrupt),
        (.byte(UInt8(ascii: "h")), nil), (.enter, nil), (.backspace, nil), (.up, .scrollHelpLines(-1)),
        (.byte(UInt8(ascii: "k")), .scrollHelpLines(-1)), (.down, .scrollHelpLines(1)),
        (.byte(UInt8(ascii: "j")), .scrollHelpLines(1)), (.pageUp, .scrollHelpPages(-1)),
        (.pageDown, .scrollHelpPages(1)), (.byte(UInt8(ascii: " ")), .scrollHelpPages(1)),
    ])
    func overTheHelpOnlyClosingQuittingAndScrollingKeysMeanAnything(key: WatchKey, action: WatchAction?) {
        #expect(HelpScreenState.action(for: key) == action)
    }
}
