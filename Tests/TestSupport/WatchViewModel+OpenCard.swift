import DomainLayer
import Foundation
import PresentationLayer

extension WatchViewModel {
    /// A watch screen of `size`, times in UTC, whose board shows `race` alone at `now`, with the
    /// race selected and its card opened (Enter): where the card screen's tests and benchmark start.
    public static func withCardOpen(on race: Race, size: ScreenSize, at now: Date) -> WatchViewModel {
        var model = WatchViewModel(
            settings: .init(filter: .all, limit: 5, timeZone: TimeZone(identifier: "UTC")!), size: size,
            now: now)
        _ = model.handle(
            .snapshot(NextRacesSnapshot(races: [race], filter: .all, limit: 5, takenAt: now, updatedAt: now)),
            at: now)
        _ = model.handle(.key(.down), at: now)
        _ = model.handle(.key(.enter), at: now)
        return model
    }
}
