import DataLayer

/// Where the starred meetings, the blackbook and the saved settings are kept: `StarStore` keeps them in the
/// config file.
public protocol SettingsStore: Sendable {
    /// Where the settings are kept, such as the config file's path, which warnings name.
    var location: String { get }

    /// The saved config, every setting read.
    /// - Throws: `ConfigFileError` when the file cannot be read or is not valid.
    func load() throws(ConfigFileError) -> SavedConfig

    /// Applies `action` to each of `meetingNames` in turn and saves the stars once, when
    /// anything changed.
    /// - Throws: `ConfigFileError` when the stars cannot be read or saved; they are then
    ///   unchanged.
    func apply(_ action: StarStore.Action, to meetingNames: [String]) throws(ConfigFileError)
        -> StarStore.Update

    /// Applies `action` to each of `entries` in turn and saves the blackbook once, when anything
    /// changed.
    /// - Throws: `ConfigFileError` when the blackbook cannot be read or saved; it is then
    ///   unchanged.
    func apply(_ action: BlackbookUpdate.Action, to entries: [FollowedName]) throws(ConfigFileError)
        -> BlackbookUpdate
}
