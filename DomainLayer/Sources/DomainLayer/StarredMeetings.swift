/// The meetings a person follows, matched by name whatever the case or spacing.
///
/// Race ids last minutes, but a meeting's name, such as `Flemington`, is what people follow, so
/// stars are kept by name: `happy  valley` and `Happy Valley` are the same meeting.
public struct StarredMeetings: Sendable, Hashable {
    /// The starred names, tidied, in the order they were starred.
    public private(set) var names: [String] = []
    private var keys: Set<String> = []

    /// No meeting starred.
    public static let none = StarredMeetings([])

    /// Stars each of `names`; blanks and repeats are left out.
    public init(_ names: some Sequence<String>) {
        for name in names {
            insert(name)
        }
    }

    /// True when no meeting is starred.
    public var isEmpty: Bool { names.isEmpty }

    /// Whether the meeting called `meetingName` is starred.
    public func contains(_ meetingName: String) -> Bool {
        keys.contains(Self.key(meetingName))
    }

    /// The name `meetingName` was starred as, such as `Happy Valley` for `happy valley`; nil
    /// when it is not starred.
    public func starredName(for meetingName: String) -> String? {
        let key = Self.key(meetingName)
        return keys.contains(key) ? names.first { Self.key($0) == key } : nil
    }

    /// Stars `name`, tidied; false when it is blank or already starred.
    @discardableResult
    public mutating func insert(_ name: String) -> Bool {
        let tidied = Self.tidied(name)
        guard !tidied.isEmpty, keys.insert(Self.key(tidied)).inserted else { return false }
        names.append(tidied)
        return true
    }

    /// Unstars the meeting called `name`; returns the name as it was starred, or nil when it was
    /// not.
    @discardableResult
    public mutating func remove(_ name: String) -> String? {
        guard let starred = starredName(for: name) else { return nil }
        keys.remove(Self.key(starred))
        names.removeAll { $0 == starred }
        return starred
    }

    /// `name` without leading or trailing whitespace and with each inner run of whitespace made
    /// one space: the form a star is saved and shown in.
    public static func tidied(_ name: String) -> String {
        name.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The form two names are compared in: tidied and in lower case.
    private static func key(_ name: String) -> String {
        tidied(name).lowercased()
    }
}
