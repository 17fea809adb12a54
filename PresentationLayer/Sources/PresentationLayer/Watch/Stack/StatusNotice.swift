import Foundation

/// The word on the status line about what a key did, such as `Starred Flemington.`, and how
/// long it has shown: it gives way to the screen's own status after `lifetime`, or at the next
/// key that means something.
struct StatusNotice: Sendable {
    /// How long a notice stays before the screen's own status comes back.
    static let lifetime: TimeInterval = 5

    /// The notice shown; nil for the screen's own status.
    private(set) var shown: WatchNotice?
    /// When the notice was first shown.
    private var shownAt: Date?
    /// True when the event being handled put up the notice.
    private var isNew = false

    /// Starts an event: a notice put up from now is new.
    mutating func beginEvent() {
        isNew = false
    }

    /// Puts up `notice`.
    mutating func show(_ notice: WatchNotice) {
        shown = notice
        isNew = true
    }

    /// Takes the notice down.
    mutating func clear() {
        shown = nil
    }

    /// Starts the clock on a notice put up by the event handled at `now`, and takes one down once
    /// it has shown for `lifetime`.
    mutating func expire(at now: Date) {
        if isNew { shownAt = now }
        if let shownAt, now.timeIntervalSince(shownAt) >= Self.lifetime {
            shown = nil
            self.shownAt = nil
        }
    }
}
