import DomainLayer

/// Stars or unstars a meeting from watch mode through the same `StarStore` as `nexttogo star`
/// and `nexttogo unstar`.
public struct MeetingStarToggle: Sendable {
    /// What a toggle did.
    enum Outcome: Equatable {
        /// The meeting is now starred, as this name; `stars` are all the starred meetings.
        case starred(String, stars: StarredMeetings)
        /// The meeting, starred as this name, is no longer; `stars` are those left.
        case unstarred(String, stars: StarredMeetings)
        /// Nothing changed, for this reason, a sentence with a next step.
        case failed(String)

        /// The outcome in a few words for the status line.
        var message: String {
            switch self {
            case .starred(let name, _): StarStore.Change.starred(name).message
            case .unstarred(let name, _): StarStore.Change.unstarred(name).message
            case .failed(let reason): reason
            }
        }
    }

    /// Where the stars are kept.
    let store: any SettingsStore

    /// A toggle that keeps the stars in `store`.
    public init(store: any SettingsStore) {
        self.store = store
    }

    /// Switches the star of the meeting called `meetingName`, as `nexttogo star` and
    /// `nexttogo unstar` do: reads the config file afresh (another `nexttogo star` may have
    /// changed it) and saves it under its lock. A config file that cannot be read or is not
    /// valid is never overwritten.
    func toggle(_ meetingName: String) -> Outcome {
        do {
            let update = try store.apply(.toggle, to: [meetingName])
            switch update.changes.first {
            case .unstarred(let name)?: return .unstarred(name, stars: update.stars)
            default: return .starred(StarredMeetings.tidied(meetingName), stars: update.stars)
            }
        } catch {
            return .failed("\(error)")
        }
    }
}

extension MeetingStarToggle {
    /// Switches the star of the meeting called `meetingName`; returns what it did as an event
    /// for the watch screen.
    public func event(toggling meetingName: String) -> WatchEvent {
        switch toggle(meetingName) {
        case .starred(let name, let stars):
            .starSaved(message: StarStore.Change.starred(name).message, stars: stars)
        case .unstarred(let name, let stars):
            .starSaved(message: StarStore.Change.unstarred(name).message, stars: stars)
        case .failed(let reason): .starFailed(message: reason)
        }
    }
}
