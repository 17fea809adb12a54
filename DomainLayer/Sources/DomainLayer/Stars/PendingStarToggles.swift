/// The stars `s` asked for in watch mode that wait to be saved, by meeting.
///
/// While a save waits for the config file's lock (up to about 5 s when another nexttogo holds
/// it), more `s` presses pile up here. Two toggles of one meeting put its star back as it was,
/// so an even number of them waiting is no change and an odd number is one toggle: however
/// often `s` is pressed, each meeting costs at most one more save.
public struct PendingStarToggles: Sendable, Equatable {
    /// One meeting asked for: its name as first asked, and how many toggles of it wait.
    private struct Waiting: Sendable, Equatable {
        let name: String
        var toggles: Int
    }

    /// In the order the meetings were first asked for.
    private var waiting: [Waiting] = []

    /// Nothing waiting.
    public init() {}

    /// True when no toggle waits.
    public var isEmpty: Bool { waiting.isEmpty }

    /// Adds one toggle of the meeting called `meetingName`; names are matched as the stars match
    /// them, whatever the case or spacing.
    public mutating func add(_ meetingName: String) {
        let key = Self.key(meetingName)
        if let index = waiting.firstIndex(where: { Self.key($0.name) == key }) {
            waiting[index].toggles += 1
        } else {
            waiting.append(Waiting(name: meetingName, toggles: 1))
        }
    }

    /// The meetings whose star is to be switched, in the order first asked for, leaving none
    /// waiting.
    public mutating func takeAll() -> [String] {
        defer { waiting = [] }
        return waiting.filter { !$0.toggles.isMultiple(of: 2) }.map(\.name)
    }

    /// The form two names are compared in, as `StarredMeetings` compares them.
    private static func key(_ name: String) -> String {
        StarredMeetings.tidied(name).lowercased()
    }
}
