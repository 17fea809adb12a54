import Foundation

/// What `scripts/browser-check` saw of a page in headless Chromium.
struct BrowserCheck: Decodable {
    /// How many race rows the page showed once loaded.
    let rows: Int
    /// The first row's countdown once loaded, and the same a moment later.
    let countdown: String?
    let countdownLater: String?
    /// The meetings of the rows once loaded.
    let meetings: [String]
    /// The meetings after the board changed; nil when it did not in the time given.
    let changedTo: String?
    /// Whether the page reloaded to show the change.
    let reloaded: Bool?
    /// The page's text when the screenshot was taken.
    let screenshotText: String?

    /// Where Debian puts the browser itself (its `chromium` is a shell wrapper).
    static let chromium = "/usr/lib/chromium/chromium"

    /// Opens `url` at 1920x1080, waits up to `changeWithin` seconds for the board to change when
    /// it is over 0 (writing `readyFile` once it has read the board and marked the page, so the
    /// test changes the board only after), and saves a screenshot to `screenshot`.
    static func run(url: String, screenshot: URL, changeWithin: Int = 0, readyFile: URL? = nil) async throws
        -> BrowserCheck
    {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../scripts/browser-check").standardized
        let output = try await ProgramRunner.run(
            [
                "python3", script.path, "--url", url, "--screenshot", screenshot.path, "--change-within",
                "\(changeWithin)",
            ] + (readyFile.map { ["--ready-file", $0.path] } ?? []),
            environment: ["CHROMIUM": chromium], timeout: .seconds(120), executable: "/usr/bin/env")
        guard output.status == 0 else {
            throw PollTimeout(description: "browser-check failed (\(output.status)): \(output.stderr)")
        }
        return try JSONDecoder().decode(BrowserCheck.self, from: Data(output.stdout.utf8))
    }
}
