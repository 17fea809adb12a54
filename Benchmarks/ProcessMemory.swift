import Foundation

/// A running process's resident memory, from `/proc/<pid>/status` (Linux only): what it holds
/// now (`VmRSS`) and the most it has held (`VmHWM`), in bytes; 0 where it cannot be read.
struct ProcessMemory {
    let resident: Int
    let peak: Int

    /// Reads the memory of `pid`.
    init(pid: pid_t) {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        let lines = status.split(separator: "\n")
        let bytes = { (field: String) in
            let line = lines.first { $0.hasPrefix(field) }
            return (line?.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0) * 1_024
        }
        resident = bytes("VmRSS:")
        peak = bytes("VmHWM:")
    }
}
