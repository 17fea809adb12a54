import Foundation

/// What a running process has used so far, from `/proc` (Linux only).
struct ProcessUsage {
    /// User plus system CPU time, in seconds.
    let cpuSeconds: Double
    /// Context switches of all its threads, voluntary and forced: each is a wake-up.
    let contextSwitches: Int

    /// Reads the usage of `pid`.
    init(pid: pid_t) {
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        // Fields after the command name, which is in parentheses and may hold spaces.
        let fields = stat.split(separator: ")").last?.split(separator: " ") ?? []
        let ticks = fields.count > 12 ? (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0) : 0
        cpuSeconds = Double(ticks) / Double(sysconf(Int32(_SC_CLK_TCK)))
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        contextSwitches = tasks.reduce(0) { total, task in
            let status =
                (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/status", encoding: .utf8)) ?? ""
            return total
                + status.split(separator: "\n")
                .filter { $0.contains("ctxt_switches:") }
                .compactMap { $0.split(separator: "\t").last.flatMap { Int($0) } }
                .reduce(0, +)
        }
    }
}
