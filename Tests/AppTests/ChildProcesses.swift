import Foundation

/// The processes a process started, read from Linux's `/proc`, for tests that signal a program
/// a shell started.
enum ChildProcesses {
    /// The ids of the living children of the process `parent` (a decimal id); none where `/proc`
    /// does not list them.
    static func of(_ parent: String) -> [pid_t] {
        let tasks = "/proc/\(parent)/task"
        let threads = (try? FileManager.default.contentsOfDirectory(atPath: tasks)) ?? []
        return threads.flatMap { thread in
            ((try? String(contentsOfFile: "\(tasks)/\(thread)/children", encoding: .utf8)) ?? "")
                .split(separator: " ").compactMap { pid_t($0) }
        }
    }

    /// The file name of the program the process `id` runs; nil once it has gone.
    static func executableName(of id: pid_t) -> String? {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(id)/exe"))
            .map { URL(fileURLWithPath: $0).lastPathComponent }
    }
}
