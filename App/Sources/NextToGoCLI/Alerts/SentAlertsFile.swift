import DomainLayer
import Foundation
import Synchronization

/// What each channel was sent, kept beside the config file (`sent-alerts`, one `<channel>
/// <alert id>` a line, the latest `limit`), so a restarted `nexttogo alerts` sends nothing twice.
/// The file is replaced whole (written beside it, then renamed), so a crash leaves the old list
/// or the new one; one it cannot read or write only costs a repeat, never a missed alert.
final class SentAlertsFile: SentAlerts {
    /// The most sends remembered: days of alerts, in a file of a few hundred kilobytes at most.
    static let limit = 2_000

    private let path: String
    private let lines: Mutex<[String]>

    /// The list kept at `path`, read now.
    init(path: String) {
        self.path = path
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        lines = Mutex(Array(text.split(separator: "\n").map(String.init).suffix(Self.limit)))
    }

    /// The file beside the config file whose path is `configPath`.
    convenience init(besideConfig configPath: String) {
        self.init(path: (configPath as NSString).deletingLastPathComponent + "/sent-alerts")
    }

    func wasSent(_ alertID: String, to channelKey: String) -> Bool {
        let line = Self.line(alertID, channelKey)
        return lines.withLock { $0.contains(line) }
    }

    func noteSent(_ alertID: String, to channelKey: String) {
        let text = lines.withLock { lines in
            lines.append(Self.line(alertID, channelKey))
            if lines.count > Self.limit { lines.removeFirst(lines.count - Self.limit) }
            return lines.joined(separator: "\n") + "\n"
        }
        let directory = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let temporary = path + ".\(UUID().uuidString).tmp"
        guard (try? Data(text.utf8).write(to: URL(fileURLWithPath: temporary))) != nil else { return }
        if rename(temporary, path) != 0 { try? FileManager.default.removeItem(atPath: temporary) }
    }

    /// One line: the channel and the alert, each on one line, tab between.
    private static func line(_ alertID: String, _ channelKey: String) -> String {
        (channelKey + "\t" + alertID).replacingOccurrences(of: "\n", with: " ")
    }
}
