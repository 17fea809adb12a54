import Foundation
import PresentationLayer
import TestSupport
import Testing

@testable import NextToGoCLI

@Suite(.timeLimit(.minutes(2))) struct DesktopNotifierTests {
    /// Writes an executable fake `notify-send` at `name` (a path) under `directory` that records
    /// each argument on a line of `calls`.
    private func fakeNotifySend(
        in directory: TemporaryDirectory, named name: String = "notify-send", recordingTo calls: URL
    )
        async throws
    {
        try await directory.writeExecutable(
            named: name,
            contents:
                "#!/bin/sh\nprintf '%s\\n' \"$@\" > '\(calls.path).part'\nmv '\(calls.path).part' '\(calls.path)'\n"
        )
    }

    @Test func usesTheFirstNotifySendInTheAbsoluteDirectoriesOfPath() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let first = directory.url.appendingPathComponent("first")
        let second = directory.url.appendingPathComponent("second")
        for bin in [first, second] {
            try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        }
        try await fakeNotifySend(
            in: directory, named: "second/notify-send",
            recordingTo: directory.url.appendingPathComponent("calls"))
        try Data().write(to: first.appendingPathComponent("notify-send"))  // not executable

        let notifier = DesktopNotifier.onPath(environment: ["PATH": "\(first.path)::relative:\(second.path)"])

        #expect(notifier.executable?.path == second.appendingPathComponent("notify-send").path)
        #expect(DesktopNotifier.onPath(environment: ["PATH": first.path]).executable == nil)
        #expect(DesktopNotifier.onPath(environment: [:]).executable == nil)
    }

    @Test func withoutNotifySendNothingIsStarted() {
        let notifier = DesktopNotifier(executable: nil)
        #expect(notifier.notify(.init(title: "t", body: "b")) == nil)
    }

    @Test func passesTheTextsAsArgumentsWithNoShellAndLeavesNoZombie() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let calls = directory.url.appendingPathComponent("calls")
        try await fakeNotifySend(in: directory, recordingTo: calls)
        // The fake is found first; the system's folders give it the tools it runs.
        let notifier = DesktopNotifier.onPath(environment: ["PATH": directory.url.path + ":/usr/bin:/bin"])
        let title = #"Jump alert: -x $(touch pwned) "R1""#

        let program = try #require(notifier.notify(.init(title: title, body: "Horse race; starts in 2m 00s")))

        let recorded = try await poll("notify-send to record its arguments") {
            try? String(contentsOf: calls, encoding: .utf8)
        }
        #expect(recorded == "--app-name=nexttogo\n--\n\(title)\nHorse race; starts in 2m 00s\n")
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("pwned").path))
        let pid = program.pid
        try await poll("notify-send \(pid) to be reaped") {
            FileManager.default.fileExists(atPath: "/proc/\(pid)") ? nil : ()
        }
    }

    @Test(arguments: [
        (
            #"<a href="https://phish.example/">Tap to claim</a>"#,
            "&lt;a href=&quot;https://phish.example/&quot;&gt;Tap to claim&lt;/a&gt;"
        ),
        (#"<img src="file:///etc/passwd">"#, "&lt;img src=&quot;file:///etc/passwd&quot;&gt;"),
        ("Bet & Win", "Bet &amp; Win"), ("O'Brien's &amp;", "O&#39;Brien&#39;s &amp;amp;"),
        ("Ōi 大井 R1; starts in 2m 00s", "Ōi 大井 R1; starts in 2m 00s"),
    ])
    func theBodyIsEscapedAsMarkup(text: String, escaped: String) {
        // As GLib's g_markup_escape_text writes them, `'` as `&#39;`.
        #expect(HTMLText.escaped(text) == escaped)
    }

    @Test func theBodyReachesNotifySendEscapedAndTheTitleAsItIs() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let calls = directory.url.appendingPathComponent("calls")
        try await fakeNotifySend(in: directory, recordingTo: calls)
        // The fake is found first; the system's folders give it the tools it runs.
        let notifier = DesktopNotifier.onPath(environment: ["PATH": directory.url.path + ":/usr/bin:/bin"])

        notifier.notify(
            .init(title: "Jump alert: Bet & Win R1", body: "<b>Bet & Win</b> R1; starts in 2m 00s"))

        let recorded = try await poll("notify-send to record its arguments") {
            try? String(contentsOf: calls, encoding: .utf8)
        }
        #expect(
            recorded
                == "--app-name=nexttogo\n--\nJump alert: Bet & Win R1\n&lt;b&gt;Bet &amp; Win&lt;/b&gt; R1; starts in 2m 00s\n"
        )
    }
}
