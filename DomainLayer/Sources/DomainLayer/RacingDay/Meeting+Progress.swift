import Foundation

/// Where a meeting stands at a moment: what its row shows in place of a countdown.
public enum MeetingProgress: Sendable, Hashable {
    /// Races are still to run; this one jumps next.
    case next(MeetingRace)
    /// No race is left to run.
    case finished
    /// Every race was abandoned.
    case abandoned
}

extension Meeting {
    /// The race that jumps next at `now`: of the races still to run, the earliest to start (in
    /// race order when two start together); nil when none is left.
    public func nextRace(at now: Date) -> MeetingRace? {
        var next: MeetingRace?
        for race in races where race.isToRun(at: now) {
            if let current = next, current.advertisedStart <= race.advertisedStart { continue }
            next = race
        }
        return next
    }

    /// How many races have been run (or are running) at `now`, for "races run of races in all".
    public func runCount(at now: Date) -> Int {
        races.count { $0.hasRun(at: now) }
    }

    /// Where the meeting stands at `now`.
    public func progress(at now: Date) -> MeetingProgress {
        if let next = nextRace(at: now) { return .next(next) }
        return races.allSatisfy { $0.status == .abandoned } ? .abandoned : .finished
    }
}
