import Foundation

/// What the figures were measured on, for the report's header.
enum MachineDescription {
    /// The processor's model name, from `/proc/cpuinfo`.
    static var processor: String {
        let info = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let line = info.split(separator: "\n").first { $0.hasPrefix("model name") }
        return line?.split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces)
            ?? "unknown processor"
    }

    /// The name and version a tool prints first for `--version`, such as `jq-1.6` or `curl 7.88.1`.
    static func version(of tool: String) -> String {
        guard let (exit, text) = try? ChildProcess.output(of: [tool, "--version"]), exit.status == 0 else {
            return "\(tool) missing"
        }
        let firstLine = text.split(separator: "\n").first ?? ""
        return firstLine.split(separator: " ").prefix(2).joined(separator: " ")
    }
}
