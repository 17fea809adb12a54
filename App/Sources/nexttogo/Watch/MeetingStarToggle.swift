import DomainLayer

/// Stars or unstars a meeting from watch mode, saving the config file as `nexttogo star` and
/// `nexttogo unstar` do.
struct MeetingStarToggle: Sendable {
    /// What a toggle did.
    enum Outcome: Equatable {
        /// The meeting is now starred, as this name; `stars` are all the starred meetings.
        case starred(String, stars: StarredMeetings)
        /// The meeting, starred as this name, is no longer; `stars` are those left.
        case unstarred(String, stars: StarredMeetings)
        /// Nothing changed, for this reason, a sentence with a next step.
        case failed(String)

        /// True when nothing changed.
        var isFailure: Bool {
            if case .failed = self { return true }
            return false
        }

        /// The outcome in a few words for the status line.
        var message: String {
            switch self {
            case .starred(let name, _): "Starred \(name)."
            case .unstarred(let name, _): "Unstarred \(name)."
            case .failed(let reason): reason
            }
        }
    }

    /// The config file the stars are kept in.
    let file: ConfigFile

    /// Reads the config file afresh (another `nexttogo star` may have changed it), switches the
    /// star of the meeting called `meetingName`, and saves the file atomically. A config file
    /// that cannot be read or is not valid is never overwritten.
    func toggle(_ meetingName: String) -> Outcome {
        var config: SavedConfig
        do {
            config = try file.load()
        } catch {
            return .failed("\(error)")
        }
        let outcome: Outcome
        if let removed = config.stars.remove(meetingName) {
            outcome = .unstarred(removed, stars: config.stars)
        } else {
            config.stars.insert(meetingName)
            outcome = .starred(StarredMeetings.tidied(meetingName), stars: config.stars)
        }
        do {
            try file.save(config)
        } catch {
            return .failed("\(error)")
        }
        return outcome
    }
}
