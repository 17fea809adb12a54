import Foundation

/// Reads this process's memory use from `/proc` (Linux only).
enum PeakMemory {
    /// Makes the kernel forget the peak so far, so the next peak is of what follows.
    static func resetPeak() {
        try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
    }

    /// The resident memory now, in bytes.
    static var resident: Int { statusField("VmRSS") }

    /// The most resident memory since the last reset, in bytes.
    static var peak: Int { statusField("VmHWM") }

    private static func statusField(_ name: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
            return kilobytes * 1024
        }
        return 0
    }
}
