import SharedUtils

/// Why the config file could not be read or saved, in words with a next step: the one error the
/// file, the star store and the settings it keeps throw.
public enum ConfigFileError: Error, Equatable, CustomStringConvertible {
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

    /// The words, with anything in the path or the reason that could steer a terminal taken out:
    /// the path comes from `$XDG_CONFIG_HOME` or `$HOME`, which may hold any bytes.
    public var description: String {
        TerminalSafeText.sanitize(words)
    }

    private var words: String {
        switch self {
        case .unreadable(let path, let reason):
            "cannot read the config file \(path) (\(reason)); fix it or move it away"
        case .notARegularFile(let path, let kind):
            "the config file \(path) is \(kind), not a regular file; move it away"
        case .invalid(let path, let reason):
            "the config file \(path) is not valid: \(reason); fix it or move it away"
        case .unsaved(let path, let reason):
            "cannot save the config file \(path) (\(reason)); it is unchanged"
        case .readOnly(let path):
            "the config file \(path) is read-only, so it is unchanged; make it writable (chmod u+w) to save stars"
        case .locked(let path, let lockPath):
            "another nexttogo is saving the config file \(path) (it holds \(lockPath)); "
                + "it is unchanged, try again in a moment"
        }
    }
}
