/// The starred meetings and where the board puts their races.
public struct StarPreferences: Sendable, Hashable {
    /// The meetings a person follows.
    public var meetings: StarredMeetings
    /// Where their races go on the board.
    public var placement: StarredPlacement

    /// No stars: the board is in start order.
    public static let none = StarPreferences(meetings: .none, placement: .inStartOrder)

    /// Creates preferences from their parts.
    public init(meetings: StarredMeetings, placement: StarredPlacement = .inStartOrder) {
        self.meetings = meetings
        self.placement = placement
    }

    /// Whether `race` belongs to a starred meeting.
    public func isStarred(_ race: Race) -> Bool {
        meetings.contains(race.meetingName)
    }
}
