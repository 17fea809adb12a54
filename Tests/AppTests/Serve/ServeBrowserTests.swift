import Foundation
import Testing

/// The board in a real browser: `nexttogo serve --demo` renders five races whose countdowns tick
/// in the page, at 1920x1080.
@Suite(.needsChromium, .timeLimit(.minutes(3))) struct ServeBrowserTests {
    private func screenshotFile() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent(
            "nexttogo-serve-\(UUID().uuidString).png")
    }

    @Test func theDemosBoardRendersFiveRacesWhoseCountdownsTick() async throws {
        let served = try await ServedProgram(["--demo"])
        let screenshot = screenshotFile()
        defer { try? FileManager.default.removeItem(at: screenshot) }

        let seen = try await BrowserCheck.run(url: "http://127.0.0.1:\(served.port)/", screenshot: screenshot)

        #expect(seen.rows == 5)
        #expect(seen.countdown != nil && seen.countdownLater != nil && seen.countdown != seen.countdownLater)
        let text = try #require(seen.screenshotText)
        #expect(seen.meetings.count == 5)
        for meeting in seen.meetings {
            #expect(text.contains(meeting), "the screenshot's page shows \(meeting)")
        }
        let png = try Data(contentsOf: screenshot)
        #expect(png.count > 10_000)
        #expect(png.prefix(24).suffix(8) == Data([0, 0, 0x07, 0x80, 0, 0, 0x04, 0x38]), "1920x1080")
        _ = try await served.stop()
    }
}
