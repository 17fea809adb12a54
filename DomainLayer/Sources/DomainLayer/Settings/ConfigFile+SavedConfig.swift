import DataLayer

extension ConfigFile {
    /// The saved config; empty when there is no file yet.
    /// - Throws: `ConfigFileError.unreadable`, `.notARegularFile` or `.invalid`; the file is
    ///   never changed, and a path that is not a regular file (a FIFO, say) is never read.
    func load() throws(ConfigFileError) -> SavedConfig {
        try load(SavedConfig.init(document:))
    }

    /// The saved config's stars, its settings left unread, for changing the stars.
    /// - Throws: as `load()` does, but only for the stars and the file itself.
    func loadStars() throws(ConfigFileError) -> SavedConfig {
        try load(SavedConfig.init(starsIn:))
    }

    /// Saves `config` whole, atomically, as `write(_:)` saves a document.
    /// - Throws: `ConfigFileError.unsaved`, `.notARegularFile` or `.readOnly`, with the old file
    ///   untouched.
    func save(_ config: SavedConfig) throws(ConfigFileError) {
        try write(config.document)
    }

    private func load(
        _ read: (ConfigDocument) throws(SavedConfig.Problem) -> SavedConfig
    ) throws(ConfigFileError) -> SavedConfig {
        let document = try readDocument()
        do {
            return try read(document)
        } catch {
            throw .invalid(path: url.path, reason: error.reason)
        }
    }
}
