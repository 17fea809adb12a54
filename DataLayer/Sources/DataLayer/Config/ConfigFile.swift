import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The config file, `$XDG_CONFIG_HOME/nexttogo/config.json` (by default
/// `~/.config/nexttogo/config.json`): reads it without ever blocking, saves it atomically
/// (through a symbolic link, keeping its permissions), and locks it for a read-change-save.
public struct ConfigFile: Sendable {
    /// Where the file is.
    public let url: URL
    /// How long to wait for the lock another nexttogo holds.
    public var lockPatience = ConfigFileLock.Patience.standard

    /// The file for `environment`: under `XDG_CONFIG_HOME` when it is an absolute path, as the
    /// XDG spec asks, else under `~/.config`.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment)
        -> ConfigFile
    {
        let base: URL
        if let configHome = environment["XDG_CONFIG_HOME"], configHome.hasPrefix("/") {
            base = URL(fileURLWithPath: configHome, isDirectory: true)
        } else {
            let home =
                environment["HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
                ?? FileManager.default.homeDirectoryForCurrentUser
            base = home.appendingPathComponent(".config", isDirectory: true)
        }
        return ConfigFile(
            url: base.appendingPathComponent("nexttogo", isDirectory: true)
                .appendingPathComponent("config.json"))
    }

    /// The file as it is; empty when there is no file yet.
    /// - Throws: `ConfigFileError.unreadable`, `.notARegularFile` or `.invalid`; the file is
    ///   never changed, and a path that is not a regular file (a FIFO, say) is never read.
    public func readDocument() throws(ConfigFileError) -> ConfigDocument {
        let data: Data
        do {
            guard let contents = try POSIXFile.contentsOfRegularFile(at: url.path) else { return .empty }
            data = contents
        } catch {
            throw Self.error(error, path: url.path, system: ConfigFileError.unreadable)
        }
        do {
            return try ConfigDocument(data: data)
        } catch {
            throw .invalid(path: url.path, reason: error.description)
        }
    }

    /// Saves `document` whole: writes a temporary file beside the config, flushes it to disk, then
    /// renames it over the config, so a crash or a full disk leaves either the old file or the
    /// new one, never a part of one. A config that is a symbolic link is saved through the link:
    /// the file it leads to is replaced, with the permissions it had.
    /// - Throws: `ConfigFileError.unsaved`, `.notARegularFile` or `.readOnly` (a file whose
    ///   owner cannot write it), with the old file untouched and no temporary file left behind.
    public func write(_ document: ConfigDocument) throws(ConfigFileError) {
        let target: String
        let existing: POSIXFile.Status?
        do {
            target = try POSIXFile.resolvingLinks(url.path)
            existing = try POSIXFile.status(of: target)
        } catch {
            throw Self.error(error, path: url.path, system: ConfigFileError.unsaved)
        }
        if let existing {
            guard existing.isRegularFile else { throw .notARegularFile(path: url.path, kind: existing.kind) }
            guard existing.permissions & S_IWUSR != 0 else { throw .readOnly(path: url.path) }
        }
        let directory = (target as NSString).deletingLastPathComponent
        let temporary = "\(directory)/.\((target as NSString).lastPathComponent).\(UUID().uuidString).tmp"
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw .unsaved(path: url.path, reason: "cannot create \(directory)")
        }
        do {
            try POSIXFile.write(document.encoded(), toNew: temporary, permissions: existing?.permissions)
            try POSIXFile.rename(temporary, over: target)
        } catch {
            unlink(temporary)
            throw Self.error(error, path: url.path, system: ConfigFileError.unsaved)
        }
        // Makes the rename itself durable; the new file is in place whatever this returns.
        POSIXFile.syncDirectory(directory)
    }

    /// Runs `body`, typically a read, a change and a save, while holding the config's lock, so
    /// that no other nexttogo saves the config in between.
    /// - Throws: `ConfigFileError.locked` when another nexttogo held the lock for as long as
    ///   `lockPatience` waits, or whatever `body` throws.
    public func whileLocked<Result>(_ body: () throws(ConfigFileError) -> Result) throws(ConfigFileError)
        -> Result
    {
        try ConfigFileLock(path: url.path + ".lock", patience: lockPatience).whileHeld(
            forConfigAt: url.path, body)
    }

    private static func error(
        _ failure: POSIXFile.Failure, path: String, system: (String, String) -> ConfigFileError
    ) -> ConfigFileError {
        switch failure {
        case .system(let reason): system(path, reason)
        case .notRegularFile(let kind): .notARegularFile(path: path, kind: kind)
        }
    }
}
