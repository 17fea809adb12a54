import DataLayer

extension ConfigFile {
    /// The saved config; empty when there is no file yet.
    /// - Throws: `ConfigFileError.unreadable`, `.notARegularFile` or `.invalid`; the file is
    ///   never changed, and a path that is not a regular file (a FIFO, say) is never read.
    func load() throws(ConfigFileError) -> SavedConfig {
        let document = try readDocument()
        do {
            return try SavedConfig(document: document)
        } catch {
            throw .invalid(path: url.path, reason: error.reason)
        }
    }

    /// Saves `config` whole, atomically, as `write(_:)` saves a document.
    /// - Throws: `ConfigFileError.unsaved`, `.notARegularFile` or `.readOnly`, with the old file
    ///   untouched.
    func save(_ config: SavedConfig) throws(ConfigFileError) {
        try write(config.document)
    }
}
