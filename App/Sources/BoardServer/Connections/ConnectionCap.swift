/// How many connections the server holds at once: as many as asked for, or, when the open files
/// the system grants are fewer, those files less a reserve for the racing API's connections, the
/// config file, the logs and the server's own descriptors. A connection past the files left would
/// make `accept` fail, and the server would spin on it.
struct ConnectionCap: Sendable, Equatable {
    /// The open files kept back from connections.
    static let reserve = 64

    /// The connections held at once.
    let connections: Int
    /// The open files the process may hold, or 0 where the limit could not be read.
    let openFiles: Int
    /// The connections asked for.
    let wanted: Int

    /// The cap for `wanted` connections in a process allowed `openFiles` open files (0: unknown).
    init(wanted: Int, openFiles: Int) {
        self.wanted = wanted
        self.openFiles = openFiles
        if openFiles > 0 && openFiles - Self.reserve < wanted {
            connections = max(1, openFiles - Self.reserve)
        } else {
            connections = wanted
        }
    }

    /// The open files that would hold every connection asked for and the reserve.
    static func openFilesNeeded(for wanted: Int) -> Int {
        wanted + reserve
    }

    /// The line to log once at start when the open files cut the cap, nil when they do not. The
    /// server has already raised its own limit as far as the hard limit allows, so only the hard
    /// limit can be raised further.
    var warning: String? {
        guard connections < wanted else { return nil }
        return "this process may open \(openFiles) files, so at most \(connections) screens can connect "
            + "at once (\(Self.reserve) kept for the racing API, the config and logs); for \(wanted), raise "
            + "the hard limit to \(Self.openFilesNeeded(for: wanted)) (ulimit -Hn, or LimitNOFILE= in a systemd unit)"
    }
}
