import DomainLayer
import Foundation
import PresentationLayer
import Synchronization

/// The board's markup for its event streams, made once per version of the board and second of
/// the clock, however many screens a change wakes at once: the markup carries the server's clock
/// (`data-now`) to the second, so it is made again only when the board or that second moves on.
final class RenderedFragment: Sendable {
    private struct Made {
        let version: Int
        let second: Int
        let html: String
    }

    private let page: BoardPage
    private let made = Mutex<Made?>(nil)

    /// Markup of `page`.
    init(page: BoardPage) {
        self.page = page
    }

    /// The markup of `current` at `now`, made now only when no screen asked for it before.
    func html(for current: BoardHub.Current, at now: Date) -> String {
        let second = Int(saturating: now.timeIntervalSince1970.rounded(.down))
        if let made = made.withLock({ $0 }), made.version == current.version, made.second == second {
            return made.html
        }
        let html = page.fragment(for: current.snapshot, at: now)
        made.withLock { $0 = Made(version: current.version, second: second, html: html) }
        return html
    }
}
