import DataLayer

/// The starred meetings in the config file, changed in one way for `nexttogo star`,
/// `nexttogo unstar` and `s` in watch mode: read afresh, changed and saved under the config's
/// lock, so that concurrent changes never lose one another's stars. Only the stars are read to
/// change them, so a setting that is not valid (an `"alert"` of `"soon"`) never stops a star.
public struct StarStore: SettingsStore {
    /// What to do to each meeting named.
    public enum Action: Sendable {
        /// Star it.
        case star
        /// Remove its star.
        case unstar
        /// Star it when it is not starred, else remove its star.
        case toggle
    }

    /// What happened to one meeting, with the name it is starred as.
    public enum Change: Equatable, Sendable {
        case starred(String)
        case alreadyStarred(String)
        case unstarred(String)
        case notStarred(String)

        /// True when the change altered the stars.
        public var changesStars: Bool {
            switch self {
            case .starred, .unstarred: true
            case .alreadyStarred, .notStarred: false
            }
        }
    }

    /// What `apply` did, and the config as it now stands.
    public struct Update: Equatable, Sendable {
        /// One change for each meeting named, in order.
        public let changes: [Change]
        /// Every starred meeting afterwards.
        public let stars: StarredMeetings
        /// The config file's keys that nexttogo does not know.
        public let unknownKeys: [String]
    }

    /// The config file the stars are kept in.
    let file: ConfigFile

    /// A store that keeps the stars in `file`.
    public init(file: ConfigFile) {
        self.file = file
    }

    /// The config file's path.
    public var location: String {
        file.url.path
    }

    /// This store, with the config's lock waited for only while `givesUp` is false: watch mode
    /// stops waiting once the session ends.
    public func givingUp(when givesUp: @escaping @Sendable () -> Bool) -> StarStore {
        var file = file
        file.lockPatience.givesUp = givesUp
        return StarStore(file: file)
    }

    /// The saved config, every setting read.
    /// - Throws: `ConfigFileError` when the file cannot be read or is not valid.
    public func load() throws(ConfigFileError) -> SavedConfig {
        try file.load()
    }

    /// Applies `action` to each of `meetingNames` in turn and saves the file once, when
    /// anything changed. A request that changes nothing (starring a starred meeting) neither
    /// takes the lock nor writes anything.
    /// - Throws: `ConfigFileError` when the file cannot be read, is not valid, is locked by
    ///   another nexttogo for too long or cannot be saved; it is then unchanged.
    public func apply(_ action: Action, to meetingNames: [String]) throws(ConfigFileError) -> Update {
        // The file is only ever replaced whole, so an unlocked read sees one consistent version.
        let glance = Self.update(try file.loadStars(), action, meetingNames).update
        guard glance.changes.contains(where: \.changesStars) else { return glance }
        return try file.whileLocked { () throws(ConfigFileError) -> Update in
            let (config, update) = Self.update(try file.loadStars(), action, meetingNames)
            if update.changes.contains(where: \.changesStars) {
                try file.save(config)
            }
            return update
        }
    }

    private static func update(
        _ config: SavedConfig, _ action: Action, _ meetingNames: [String]
    ) -> (config: SavedConfig, update: Update) {
        var config = config
        let changes = meetingNames.map { name in
            let starred = config.stars.starredName(for: name)
            switch (action, starred) {
            case (.star, let starred?):
                return Change.alreadyStarred(starred)
            case (.unstar, nil):
                return .notStarred(StarredMeetings.tidied(name))
            case (.unstar, let starred?), (.toggle, let starred?):
                config.stars.remove(starred)
                return .unstarred(starred)
            case (.star, nil), (.toggle, nil):
                config.stars.insert(name)
                return .starred(StarredMeetings.tidied(name))
            }
        }
        return (config, Update(changes: changes, stars: config.stars, unknownKeys: config.unknownKeys))
    }
}
