import Foundation

/// What a running process has used so far, from `/proc` (Linux only).
struct ProcessUsage {
    /// User plus system CPU time, in seconds.
    let cpuSeconds: Double
    /// Each live thread's name and its wake-ups, by thread id.
    let threads: [String: ThreadUsage]

    /// One thread's name (as `pthread_setname_np` set it) and its wake-ups so far: its voluntary
    /// context switches, each a time it blocked and was woken again. Forced switches, where the
    /// scheduler took the CPU from a thread that was running, are not wake-ups and not counted.
    struct ThreadUsage {
        let name: String
        let wakeUps: Int
    }

    /// Reads the usage of `pid`.
    init(pid: pid_t) {
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        // Fields after the command name, which is in parentheses and may hold spaces.
        let fields = stat.split(separator: ")").last?.split(separator: " ") ?? []
        let ticks = fields.count > 12 ? (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0) : 0
        cpuSeconds = Double(ticks) / Double(sysconf(Int32(_SC_CLK_TCK)))
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        threads = Dictionary(
            uniqueKeysWithValues: tasks.map { task in
                let folder = "/proc/\(pid)/task/\(task)"
                let status = (try? String(contentsOfFile: "\(folder)/status", encoding: .utf8)) ?? ""
                let name = (try? String(contentsOfFile: "\(folder)/comm", encoding: .utf8)) ?? ""
                let wakeUps = status.split(separator: "\n")
                    .filter { $0.hasPrefix("voluntary_ctxt_switches:") }
                    .compactMap { $0.split(separator: "\t").last.flatMap { Int($0) } }
                    .reduce(0, +)
                return (
                    task,
                    ThreadUsage(
                        name: name.trimmingCharacters(in: .whitespacesAndNewlines), wakeUps: wakeUps)
                )
            })
    }

    /// The wake-ups since `earlier` of the threads alive now, or of those named `name`; a thread
    /// that ended in between is not counted, as `/proc` no longer lists it.
    func wakeUps(since earlier: ProcessUsage, ofThreadsNamed name: String? = nil) -> Int {
        threads.filter { name == nil || $0.value.name == name }.reduce(0) { total, thread in
            total + thread.value.wakeUps - (earlier.threads[thread.key]?.wakeUps ?? 0)
        }
    }
}
