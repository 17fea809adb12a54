import Foundation

extension BrowserCheck {
    /// How a page fitted a screen, as `scripts/browser-check --layouts` measured it.
    struct Layout: Decodable {
        let url: String
        /// The screen's size, in CSS pixels.
        let width: Int
        let height: Int
        /// How wide the page is: wider than the screen is a sideways scroll.
        let pageWidth: Int
        /// The rows (races, meetings or runners) shown, and those wholly on the screen.
        let rows: Int
        let rowsOnScreen: Int
        /// The first row's type size, in pixels.
        let rowType: Double
        /// Whether the page's last status line, and a demo's mark, are wholly on the screen.
        let statusOnScreen: Bool
        let demoOnScreen: Bool
        /// On a race card, whether its comment comes after its runners; nil elsewhere.
        let commentAfterRunners: Bool?
        /// The links in the page's `main`, and its text.
        let links: [String]
        let text: String
    }

    /// A page to open, at a screen's size.
    struct Screen: Encodable {
        let url: String
        let width: Int
        let height: Int

        func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode(url)
            try container.encode(width)
            try container.encode(height)
        }
    }

    /// Opens each of `screens` in one headless Chromium, and measures how its page fits.
    static func layouts(of screens: [Screen]) async throws -> [Layout] {
        struct Report: Decodable { let layouts: [Layout] }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../scripts/browser-check").standardized
        let output = try await ProgramRunner.run(
            [
                "python3", script.path, "--url", screens.first?.url ?? "about:blank", "--layouts",
                String(decoding: try JSONEncoder().encode(screens), as: UTF8.self),
            ],
            environment: ["CHROMIUM": chromium], timeout: .seconds(120), executable: "/usr/bin/env")
        guard output.status == 0 else {
            throw PollTimeout(description: "browser-check failed (\(output.status)): \(output.stderr)")
        }
        return try JSONDecoder().decode(Report.self, from: Data(output.stdout.utf8)).layouts
    }
}
