import DataLayer

extension StarStore {
    /// Applies `action` to each of `entries` in turn and saves the file once, when anything
    /// changed, as `apply(_:to:)` saves the stars: read afresh and saved under the config's lock,
    /// so a star and a follow saved at the same moment are both kept.
    /// - Throws: `ConfigFileError` when the file cannot be read, is not valid, is locked by
    ///   another nexttogo for too long or cannot be saved; it is then unchanged.
    public func apply(
        _ action: BlackbookUpdate.Action, to entries: [FollowedName]
    ) throws(ConfigFileError) -> BlackbookUpdate {
        // The file is only ever replaced whole, so an unlocked read sees one consistent version.
        let glance = BlackbookUpdate.applying(action, to: entries, in: try file.loadStars()).update
        guard glance.changes.contains(where: \.changesBlackbook) else { return glance }
        return try file.whileLocked { () throws(ConfigFileError) -> BlackbookUpdate in
            let (config, update) = BlackbookUpdate.applying(action, to: entries, in: try file.loadStars())
            if update.changes.contains(where: \.changesBlackbook) {
                try file.save(config)
            }
            return update
        }
    }
}
