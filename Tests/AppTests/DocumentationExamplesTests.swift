import Foundation
import Testing

/// The README and the pages in `docs/` against the program: every frame and help text they mark
/// with `<!-- golden: NAME -->` is the golden file the renderer's own tests hold it to, and every
/// relative link leads to a file and heading that exist, so the pages cannot drift unseen.
@Suite struct DocumentationExamplesTests {
    /// The package's root: this file is `Tests/AppTests/` under it.
    private static let root = URL(filePath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The golden file a marker names: `NAME` is `Tests/AppTests/__Snapshots__/NAME.txt`, and
    /// `TARGET/NAME` is that test target's, such as `PresentationLayerTests/race-card-moves-120`.
    private static func goldenFile(named name: String) -> URL {
        let parts = name.split(separator: "/", maxSplits: 1).map(String.init)
        let (target, file) = parts.count == 2 ? (parts[0], parts[1]) : ("AppTests", name)
        return root.appending(path: "Tests/\(target)/__Snapshots__/\(file).txt")
    }

    /// `README.md` and every Markdown page of `docs/`, relative to the root.
    static let pages: [String] = {
        let docs =
            (try? FileManager.default.contentsOfDirectory(atPath: root.appending(path: "docs").path)) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
    }()

    private static func page(_ path: String) throws -> MarkdownPage {
        let text = try String(contentsOf: root.appending(path: path), encoding: .utf8)
        return MarkdownPage(path: path, text: text)
    }

    @Test func theREADMEAndEveryFeaturePageAreChecked() {
        for page in [
            "README.md", "docs/board.md", "docs/watch-mode.md", "docs/reliability.md", "docs/install.md",
        ] {
            #expect(Self.pages.contains(page), "\(page) is not among \(Self.pages)")
        }
    }

    @Test func theREADMEShowsTheBoardAsTheRendererDrawsIt() throws {
        #expect(try Self.page("README.md").goldenBlocks.map(\.name).contains("watch-board"))
    }

    @Test(arguments: pages)
    func everyMarkedBlockIsItsGoldenFileWordForWord(path: String) throws {
        let page = try Self.page(path)
        for line in page.strayMarkers {
            Issue.record("\(path):\(line): a golden marker must be followed at once by a fenced block")
        }
        for block in page.goldenBlocks {
            let file = Self.goldenFile(named: block.name)
            guard let golden = try? String(contentsOf: file, encoding: .utf8) else {
                Issue.record("\(path):\(block.line): there is no golden file \(file.path)")
                continue
            }
            #expect(
                block.text == Self.trimmingTrailingNewlines(golden) + "\n",
                "\(path):\(block.line): the block differs from \(block.name).txt; copy the file's text in")
        }
    }

    @Test(arguments: pages)
    func everyRelativeLinkLeadsToAFileAndAHeading(path: String) throws {
        let page = try Self.page(path)
        let folder = Self.root.appending(path: path).deletingLastPathComponent()
        for link in page.relativeLinks {
            let target =
                link.path.isEmpty ? Self.root.appending(path: path) : folder.appending(path: link.path)
            let place = "\(path):\(link.line): \(link.path)\(link.fragment.map { "#\($0)" } ?? "")"
            guard FileManager.default.fileExists(atPath: target.standardized.path) else {
                Issue.record("\(place) leads to no file")
                continue
            }
            guard let fragment = link.fragment else { continue }
            let relative = String(target.standardized.path.dropFirst(Self.root.standardized.path.count + 1))
            let anchors = try Self.page(relative).anchors
            #expect(
                anchors.contains(fragment), "\(place) names no heading of \(relative): \(anchors.sorted())")
        }
    }

    @Test(arguments: [
        ("Race cards in the demo", "race-cards-in-the-demo"),
        (
            "Watch mode at rest (`nexttogo --watch --demo` in a 100×30 pseudo-terminal, 60 s)",
            "watch-mode-at-rest-nexttogo---watch---demo-in-a-10030-pseudo-terminal-60-s"
        ),
        ("1 and 2. Pipeline (body → races)", "1-and-2-pipeline-body--races"),
        ("See [the board](board.md)", "see-the-board"),
    ])
    func anchorsAreMadeAsGitHubMakesThem(heading: String, anchor: String) {
        #expect(MarkdownPage.anchor(forHeading: heading) == anchor)
    }

    @Test func aPageIsReadForItsHeadingsLinksAndMarkedBlocksButNotInsideCode() {
        let page = MarkdownPage(
            path: "docs/example.md",
            text: """
                # Title
                ## Usage
                ## Usage
                See [the board](board.md#options) and [Neds](https://www.neds.com.au).
                <!-- golden: watch-board -->
                ```
                a frame
                ```
                ```sh
                # not a heading, and [not](a-link.md)
                ```
                <!-- golden: stray -->
                text
                """)
        #expect(page.anchors == ["title", "usage", "usage-1"])
        #expect(page.relativeLinks.map(\.path) == ["board.md"])
        #expect(page.relativeLinks.map(\.fragment) == ["options"])
        #expect(page.goldenBlocks.map(\.name) == ["watch-board"])
        #expect(page.goldenBlocks.map(\.text) == ["a frame\n"])
        #expect(page.strayMarkers == [12])
    }

    @Test func aBlockInAListItemIsReadWithoutTheItemsIndent() {
        let page = MarkdownPage(
            path: "list.md",
            text: """
                - An item:

                  <!-- golden: board -->
                  ```
                  Category  Meeting
                    indented more
                  ```
                """)
        #expect(page.goldenBlocks.map(\.text) == ["Category  Meeting\n  indented more\n"])
    }

    private static func trimmingTrailingNewlines(_ text: String) -> String {
        String(text.reversed().drop(while: { $0 == "\n" }).reversed())
    }
}
