import Foundation
import Testing

/// `nexttogo --demo --watch` in a real terminal (a private tmux server) says it is a demo.
@Suite(
    .timeLimit(.minutes(1)),
    .enabled(if: TmuxSession.isAvailable || ProcessInfo.processInfo.environment["CI"] != nil, "needs tmux"))
struct DemoWatchEndToEndTests {
    @Test func theWatchHeaderSaysDemo() async throws {
        let program = ProgramRunner.productsDirectory.appendingPathComponent("nexttogo").path
        let tmux = try TmuxSession(
            columns: 100, rows: 24, commandLine: "'\(program)' --demo --watch; sleep 600",
            environment: ["TZ": "UTC"])
        defer { tmux.kill() }

        let screen = try await tmux.waitUntil { $0.first?.hasPrefix("nexttogo") == true }

        let header = try #require(screen.first)
        #expect(header.hasPrefix("nexttogo demo · races · "), "\(screen)")
    }
}
