/// Why the config file could not be read or saved; the domain's `SettingsError` says it in words.
public enum ConfigFileError: Error, Equatable {
    /// The file is there but could not be read.
    case unreadable(path: String, reason: String)
    /// Something other than a regular file is at the path, such as `a FIFO`; it is never opened
    /// for reading or replaced.
    case notARegularFile(path: String, kind: String)
    /// The file was read but its contents cannot be used.
    case invalid(path: String, reason: String)
    /// A new version of the file could not be written; the old one is as it was.
    case unsaved(path: String, reason: String)
    /// The file's owner made it read-only, so nexttogo does not replace it.
    case readOnly(path: String)
    /// Another nexttogo held the lock on the file for longer than nexttogo waits.
    case locked(path: String, lockPath: String)
}
