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

    @Test(.timeLimit(.minutes(1))) func aFIFOInTheFilesPlaceIsNeverReadAndASendReplacesIt() throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        let config = ConfigFile.standard(environment: ["XDG_CONFIG_HOME": home.url.path])
        try FileManager.default.createDirectory(
            at: config.url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let path = config.fileBeside(named: "sent-alerts").path
        #expect(mkfifo(path, 0o600) == 0)
        let sent = SentAlertsFile(besideConfig: config)

        // Opened for reading, a FIFO with no writer would hold the alerts up for ever.
        #expect(!sent.wasSent("a", to: "c"))
        sent.noteSent("a", to: "c")
        #expect(sent.wasSent("a", to: "c"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "c\ta\n")
    }

    @Test func onlyTheFirstMegabyteOfAFileNexttogoDidNotWriteIsRead() throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        let config = ConfigFile.standard(environment: ["XDG_CONFIG_HOME": home.url.path])
        try FileManager.default.createDirectory(
            at: config.url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let filler = String(repeating: "x", count: SentAlertsFile.readLimit - 1) + "\n"
        try Data((filler + "c\ta\n").utf8).write(to: config.fileBeside(named: "sent-alerts"))
        let sent = SentAlertsFile(besideConfig: config)

        #expect(!sent.wasSent("a", to: "c"), "past the limit, at worst a repeat")
        try Data("c\ta\n".utf8).write(to: config.fileBeside(named: "sent-alerts"))
        #expect(sent.wasSent("a", to: "c"))
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
