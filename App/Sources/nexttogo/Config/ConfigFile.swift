import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The config file, `$XDG_CONFIG_HOME/nexttogo/config.json` (by default
/// `~/.config/nexttogo/config.json`): reads it, and saves it atomically.
struct ConfigFile: Sendable {
    /// Where the file is.
    let url: URL

    /// The file for `environment`: under `XDG_CONFIG_HOME` when it is an absolute path, as the
    /// XDG spec asks, else under `~/.config`.
    static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> ConfigFile {
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

    /// The saved config; empty when there is no file yet.
    /// - Throws: `ConfigFileError.unreadable` or `.invalid`; the file is never changed.
    func load() throws(ConfigFileError) -> SavedConfig {
        let data: Data
        do {
            guard let contents = try Self.contents(of: url.path) else { return .empty }
            data = contents
        } catch {
            throw .unreadable(path: url.path, reason: error.reason)
        }
        do {
            return try SavedConfig(data: data)
        } catch {
            throw .invalid(path: url.path, reason: error.reason)
        }
    }

    /// Saves `config` whole: writes a temporary file beside the config, flushes it to disk, then
    /// renames it over the config, so a crash or a full disk leaves either the old file or the
    /// new one, never a part of one.
    /// - Throws: `ConfigFileError.unsaved`, with the old file untouched and no temporary file
    ///   left behind.
    func save(_ config: SavedConfig) throws(ConfigFileError) {
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .unsaved(path: url.path, reason: "cannot create \(directory.path)")
        }
        do {
            try Self.write(config.encoded(), toNew: temporary.path)
            try Self.check(rename(temporary.path, url.path))
        } catch {
            unlink(temporary.path)
            throw .unsaved(path: url.path, reason: error.reason)
        }
        // Makes the rename itself durable; the new file is in place whatever this returns.
        let directoryDescriptor = open(directory.path, O_RDONLY | O_CLOEXEC)
        if directoryDescriptor >= 0 {
            fsync(directoryDescriptor)
            close(directoryDescriptor)
        }
    }

    /// A failed system call, with its `errno`.
    private struct SystemError: Error {
        let reason: String

        init(errno code: Int32) {
            reason = String(cString: strerror(code))
        }
    }

    /// The bytes of the file at `path`, or nil when there is none.
    private static func contents(of path: String) throws(SystemError) -> Data? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw SystemError(errno: errno)
        }
        defer { close(descriptor) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count == 0 { return data }
            if count < 0 {
                if errno == EINTR { continue }
                throw SystemError(errno: errno)
            }
            data.append(contentsOf: buffer[..<count])
        }
    }

    /// Creates the file at `path`, which must not exist, writes `data` to it and flushes it.
    private static func write(_ data: Data, toNew path: String) throws(SystemError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw SystemError(errno: errno) }
        var failure: SystemError?
        var remaining = data[...]
        while failure == nil, !remaining.isEmpty {
            let written = remaining.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if written > 0 {
                remaining = remaining.dropFirst(written)
            } else if errno != EINTR {
                failure = SystemError(errno: errno)
            }
        }
        if failure == nil, fsync(descriptor) != 0 {
            failure = SystemError(errno: errno)
        }
        if close(descriptor) != 0, failure == nil {
            failure = SystemError(errno: errno)
        }
        if let failure { throw failure }
    }

    private static func check(_ result: Int32) throws(SystemError) {
        if result != 0 { throw SystemError(errno: errno) }
    }
}
