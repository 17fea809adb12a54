/// The runners, jockeys and trainers a punter follows, in the order followed, each once.
public struct Blackbook: Sendable, Hashable {
    /// The most names the blackbook holds: far more than a punter follows, and few enough that
    /// matching every runner of a card against them costs nothing.
    public static let capacity = 200

    /// Nobody followed.
    public static let none = Blackbook([])

    /// The followed names, in the order followed.
    public private(set) var entries: [FollowedName] = []

    /// Follows each of `entries` in turn; blanks and repeats are left out, and any past
    /// `capacity`.
    public init(_ entries: some Sequence<FollowedName>) {
        for entry in entries {
            insert(entry)
        }
    }

    /// True when nobody is followed.
    public var isEmpty: Bool { entries.isEmpty }

    /// The names of `kind`, in the order followed.
    public func names(of kind: FollowKind) -> [String] {
        entries.filter { $0.kind == kind }.map(\.name)
    }

    /// The entry that is `entry` as the blackbook holds it (`James McDonald` for `james
    /// mcdonald`); nil when it is not followed.
    public func entry(for entry: FollowedName) -> FollowedName? {
        entries.first { $0.isSameEntry(as: entry) }
    }

    /// Follows `entry`; false when it is blank, already followed, or the blackbook is full.
    @discardableResult
    public mutating func insert(_ entry: FollowedName) -> Bool {
        guard !StarredMeetings.isBlank(entry.name), self.entry(for: entry) == nil,
            entries.count < Self.capacity
        else { return false }
        entries.append(entry)
        return true
    }

    /// Stops following `entry`; returns it as it was followed, or nil when it was not.
    @discardableResult
    public mutating func remove(_ entry: FollowedName) -> FollowedName? {
        guard let followed = self.entry(for: entry) else { return nil }
        entries.removeAll { $0 == followed }
        return followed
    }

    /// Each followed name that follows `runner`, with the name on the card it matched.
    public func hits(in runner: Runner) -> [BlackbookHit] {
        entries.compactMap { entry in
            entry.matchedName(in: runner).map { BlackbookHit(followed: entry, matchedName: $0) }
        }
    }
}
