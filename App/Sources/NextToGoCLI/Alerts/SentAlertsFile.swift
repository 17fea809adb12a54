import DataLayer
import DomainLayer
import Foundation

/// What each channel was sent, kept beside the config file (`sent-alerts`, one `<channel>
/// <alert id>` a line, the latest `standardLimit`), so a restarted `nexttogo alerts` sends nothing twice,
/// nor a watch and `alerts` running at once.
///
/// The file is the record, not a copy in memory: each check reads it again, and each send is
/// noted by reading it again, adding the line and replacing it whole (written beside it, then
/// renamed) under the config file's lock, so two nexttogo processes never lose each other's
/// lines and a crash leaves the old list or the new one. One it cannot read or write only costs
/// a repeat, never a missed alert.
struct SentAlertsFile: SentAlerts {
    /// The most sends remembered by default: days of alerts, in a file of a few hundred
    /// kilobytes at most.
    static let standardLimit = 2_000

    /// The most of the file read: far more than `standardLimit` lines take, so only a file
    /// nexttogo did not write is cut, which costs at worst a repeat.
    static let readLimit = 1 << 20

    /// The file's name, in the config file's folder.
    private static let name = "sent-alerts"

    private let config: ConfigFile
    private let limit: Int

    /// The list kept beside `config`, under its lock, of the latest `limit` sends.
    init(besideConfig config: ConfigFile, limit: Int = Self.standardLimit) {
        self.config = config
        self.limit = limit
    }

    func wasSent(_ alertID: String, to channelKey: String) -> Bool {
        lines().contains(Self.line(alertID, channelKey))
    }

    func noteSent(_ alertID: String, to channelKey: String) {
        let line = Self.line(alertID, channelKey)
        // A lock not had costs at worst a repeat; the send itself has been made.
        try? config.whileLocked { () throws(ConfigFileError) in
            var lines = lines()
            guard !lines.contains(line) else { return }
            lines.append(line)
            config.replaceFile(
                besideNamed: Self.name, with: Data((lines.suffix(limit).joined(separator: "\n") + "\n").utf8))
        }
    }

    /// The lines of the file as it is now, from its first `readLimit` bytes; none when there is
    /// none, or when something other than a file is there.
    private func lines() -> [String] {
        let data = config.contentsOfFile(besideNamed: Self.name, upTo: Self.readLimit) ?? Data()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// One line: the channel and the alert, each on one line, tab between.
    private static func line(_ alertID: String, _ channelKey: String) -> String {
        (channelKey + "\t" + alertID).replacingOccurrences(of: "\n", with: " ")
    }
}
