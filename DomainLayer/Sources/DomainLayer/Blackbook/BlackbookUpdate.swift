/// What `follow` or `unfollow` did to the blackbook, and the config as it now stands.
public struct BlackbookUpdate: Equatable, Sendable {
    /// What to do to each name.
    public enum Action: Sendable {
        /// Follow it.
        case follow
        /// Stop following it.
        case unfollow
    }

    /// What happened to one name, with the entry as the blackbook holds it.
    public enum Change: Equatable, Sendable {
        case followed(FollowedName)
        case alreadyFollowed(FollowedName)
        case unfollowed(FollowedName)
        case notFollowed(FollowedName)
        /// The blackbook already holds `Blackbook.capacity` names.
        case full(FollowedName)

        /// True when the change altered the blackbook.
        public var changesBlackbook: Bool {
            switch self {
            case .followed, .unfollowed: true
            case .alreadyFollowed, .notFollowed, .full: false
            }
        }
    }

    /// One change for each name, in order.
    public let changes: [Change]
    /// Everyone followed afterwards.
    public let blackbook: Blackbook
    /// The config file's keys that nexttogo does not know.
    public let unknownKeys: [String]

    /// The changes `action` makes to each of `entries` in turn, applied to `config`.
    static func applying(
        _ action: Action, to entries: [FollowedName], in config: SavedConfig
    ) -> (config: SavedConfig, update: BlackbookUpdate) {
        var config = config
        let changes = entries.map { entry in
            let followed = config.blackbook.entry(for: entry)
            switch (action, followed) {
            case (.follow, let followed?): return Change.alreadyFollowed(followed)
            case (.unfollow, nil): return .notFollowed(entry)
            case (.unfollow, let followed?):
                config.blackbook.remove(followed)
                return .unfollowed(followed)
            case (.follow, nil):
                return config.blackbook.insert(entry) ? .followed(entry) : .full(entry)
            }
        }
        let update = BlackbookUpdate(
            changes: changes, blackbook: config.blackbook, unknownKeys: config.unknownKeys)
        return (config, update)
    }
}
