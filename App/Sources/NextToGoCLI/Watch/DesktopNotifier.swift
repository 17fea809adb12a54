import Foundation
import PresentationLayer
import Spawning

/// Shows desktop notifications with `notify-send` where it is installed, and nothing where it is
/// not.
struct DesktopNotifier: Sendable {
    /// The `notify-send` to start; nil when there is none.
    let executable: URL?
    /// The environment it is started with: the program's own.
    var environment: [String: String] = [:]

    /// The notifier using the first `notify-send` in the absolute directories of `PATH` in
    /// `environment`; an empty or relative entry is skipped, so a notification never runs a
    /// program from the current directory. It is started with `environment`.
    static func onPath(environment: [String: String]) -> DesktopNotifier {
        let candidates = (environment["PATH"] ?? "").split(separator: ":")
            .filter { $0.hasPrefix("/") }
            .map { URL(fileURLWithPath: String($0), isDirectory: true).appendingPathComponent("notify-send") }
        return DesktopNotifier(
            executable: candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) },
            environment: environment)
    }

    /// Starts `notify-send` with `notification` and returns at once, without waiting for it.
    ///
    /// The program gets its arguments as a list, with no shell, and `--` before the texts so
    /// that a meeting name starting with `-` is not read as an option; the body, which daemons read
    /// as markup (Desktop Notifications Specification), is escaped as `g_markup_escape_text` escapes
    /// it, which is `HTMLText`'s escaping, so a meeting named `<a href=…>` or `Bet & Win` shows as
    /// written; the title is plain text; its standard streams are
    /// `/dev/null`, so it cannot write over the screen, and it holds none of nexttogo's other
    /// descriptors. It is waited for on a thread of its own, so it leaves no zombie. A
    /// notification that cannot be shown is no reason to stop watching: a failure to start is
    /// ignored.
    /// - Returns: The started program, for tests; nil when none was started.
    @discardableResult
    func notify(_ notification: JumpAlertText.Notification) -> SpawnedProgram? {
        guard let executable,
            let program = try? SpawnedProgram(
                executable: executable.path,
                arguments: [
                    "--app-name=nexttogo", "--", notification.title,
                    HTMLText.escaped(notification.body),
                ],
                environment: environment)
        else { return nil }
        Thread.detachNewThread { program.waitUntilExit() }
        return program
    }
}
