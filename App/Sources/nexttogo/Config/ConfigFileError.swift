/// Why the config file could not be read or saved, in words with a next step.
enum ConfigFileError: Error, Equatable, CustomStringConvertible {
    /// The file is there but could not be read.
    case unreadable(path: String, reason: String)
    /// The file was read but its contents cannot be used.
    case invalid(path: String, reason: String)
    /// A new version of the file could not be written; the old one is as it was.
    case unsaved(path: String, reason: String)

    var description: String {
        switch self {
        case .unreadable(let path, let reason):
            "cannot read the config file \(path) (\(reason)); fix it or move it away"
        case .invalid(let path, let reason):
            "the config file \(path) is not valid: \(reason); fix it or move it away"
        case .unsaved(let path, let reason):
            "cannot save the config file \(path) (\(reason)); it is unchanged"
        }
    }
}
