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
    /// Whether the page reloaded to show the change, or to fetch the page again.
    let reloaded: Bool?
    /// What the page's script wrote in the lines of the countdowns the check added (`Probe`), in
    /// order: each line holds its countdown alone, unless the script put its past-limit line there.
    let probe: [String]?
    /// Whether the page's script put a newly fetched `main` in place.
    let refetched: Bool?
    /// The link focused before the board changed (in `#board`) or the page fetched itself again
    /// (in `main`), and whether the focus was on a link to the same place there after.
    let focused: String?
    let focusKept: Bool?
    /// With `Page.selectedFor`: how many times the page asked for itself while text in `main`
    /// was selected, and whether `main` stayed as it was meanwhile.
    let asksWhileSelected: Int?
    let keptWhileSelected: Bool?
    /// With `Page.selectedFor`: whether what the page fetched while text was selected was put in
    /// place at once when the selection ended.
    let shownOnceDeselected: Bool?
    /// What the page said once its server stopped; nil when it said nothing in the time given.
    let unreachable: String?
    /// The page's text when the screenshot was taken.
    let screenshotText: String?

    /// A countdown the check adds to the page: the seconds from the page's server time to its
    /// start, its words (`TickingCountdown.Wording`'s raw value) and its limit.
    struct Probe: Encodable {
        let seconds: Int
        let wording: String
        let limit: Int
        /// The line the whole line becomes once past the limit, as the server marks it.
        var pastLimit: String = ""

        func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode(seconds)
            try container.encode(wording)
            try container.encode(limit)
            try container.encode(pastLimit)
        }
    }

    /// How a page other than the board is checked: which rows to count, which countdown to watch
    /// tick, countdowns to add, and how long to wait for the page to fetch itself again.
    struct Page {
        var rows = "tr.race"
        var countdown = "tr.race td.countdown"
        var probes: [Probe] = []
        /// Whether the page's clock (`Date.now`) stands still and its asks for itself fail, so
        /// that it reckons every countdown on its server time as given, and nothing ticks on.
        var stillClock = false
        var refetchWithin = 0
        /// Seconds, at most, to keep text in `main` selected before waiting for the refetch,
        /// until the page has asked for itself twice; 0 for no selection.
        var selectedFor = 0
        /// Seconds to wait, once `readyFile` is written and the test has stopped the server, for the
        /// page to say it cannot reach it; 0 for no wait.
        var unreachableWithin = 0
    }

    /// Where Debian puts the browser itself (its `chromium` is a shell wrapper).
    static let chromium = "/usr/lib/chromium/chromium"

    /// Opens `url` at 1920x1080, waits up to `changeWithin` seconds for the board to change when
    /// it is over 0 (writing `readyFile` once it has read the board and marked the page, so the
    /// test changes the board only after), and saves a screenshot to `screenshot`.
    static func run(
        url: String, screenshot: URL, changeWithin: Int = 0, readyFile: URL? = nil, page: Page = Page()
    ) async throws -> BrowserCheck {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../scripts/browser-check").standardized
        let output = try await ProgramRunner.run(
            [
                "python3", script.path, "--url", url, "--screenshot", screenshot.path, "--change-within",
                "\(changeWithin)",
                "--rows", page.rows, "--countdown", page.countdown, "--refetch-within",
                "\(page.refetchWithin)", "--selected-for", "\(page.selectedFor)", "--unreachable-within",
                "\(page.unreachableWithin)",
            ] + (page.stillClock ? ["--still-clock"] : [])
                + (readyFile.map { ["--ready-file", $0.path] } ?? [])
                + (page.probes.isEmpty
                    ? []
                    : ["--probe", String(decoding: try JSONEncoder().encode(page.probes), as: UTF8.self)]),
            environment: ["CHROMIUM": chromium], timeout: .seconds(120), executable: "/usr/bin/env")
        guard output.status == 0 else {
            throw PollTimeout(description: "browser-check failed (\(output.status)): \(output.stderr)")
        }
        return try JSONDecoder().decode(BrowserCheck.self, from: Data(output.stdout.utf8))
    }
}
