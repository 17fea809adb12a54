import DataLayer
import Foundation
import TestSupport
import Testing

@testable import NextToGoCLI

/// The record of what each channel was sent, shared by every nexttogo beside one config file: a
/// watch and `alerts` running at once each see the other's sends and lose none of them.
@Suite struct SentAlertsFileTests {
    @Test func twoRunsBesideOneConfigSeeEachOthersSendsAndLoseNone() throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        let config = ConfigFile.standard(environment: ["XDG_CONFIG_HOME": home.url.path])
        let watch = SentAlertsFile(besideConfig: config)
        let alerts = SentAlertsFile(besideConfig: config)

        #expect(!alerts.wasSent("a", to: "ntfy x"))
        watch.noteSent("a", to: "ntfy x")
        #expect(alerts.wasSent("a", to: "ntfy x"), "read again, not a copy made at the start")
        alerts.noteSent("b", to: "ntfy x")
        watch.noteSent("c", to: "ntfy x")
        alerts.noteSent("a", to: "ntfy x")

        let text = try String(
            contentsOf: config.url.deletingLastPathComponent().appendingPathComponent("sent-alerts"),
            encoding: .utf8)
        #expect(text == "ntfy x\ta\nntfy x\tb\nntfy x\tc\n", "each send once, none lost")
        #expect(!watch.wasSent("a", to: "webhook y"), "per channel")
    }

    @Test func theFileKeepsTheLatestSendsOnly() throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        let sent = SentAlertsFile(
            besideConfig: .standard(environment: ["XDG_CONFIG_HOME": home.url.path]), limit: 3)

        for number in 0...3 {
            sent.noteSent("\(number)", to: "c")
        }

        #expect(!sent.wasSent("0", to: "c"))
        #expect((1...3).allSatisfy { sent.wasSent("\($0)", to: "c") })
    }
}
