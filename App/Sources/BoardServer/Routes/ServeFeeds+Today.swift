import DomainLayer

extension ServeFeeds {
    /// The racing day's latest snapshot, or why a route cannot have it; a look that does not keep
    /// it followed when `keepingItFollowed` is false (a card's check of its race).
    func daySnapshot(keepingItFollowed: Bool = true) async throws(ServeProblem) -> RacingDaySnapshot {
        switch await day.latest(for: .today, .init(keepsFollowing: keepingItFollowed)) {
        case .snapshot(let snapshot): snapshot
        case .busy, .unavailable: throw .unavailable("The racing day is not available now.")
        }
    }

    /// The racing day, which must have arrived, and the snapshot it came in.
    func today(keepingItFollowed: Bool = true) async throws(ServeProblem) -> (RacingDaySnapshot, RacingDay) {
        let snapshot = try await daySnapshot(keepingItFollowed: keepingItFollowed)
        guard let racingDay = snapshot.value else { throw .unavailable(Self.dayMissing(snapshot)) }
        return (snapshot, racingDay)
    }

    /// Why the racing day of `snapshot` cannot be shown: the racing API's failure, or that it has
    /// not arrived.
    static func dayMissing(_ snapshot: RacingDaySnapshot) -> String {
        snapshot.failure.map { "The racing day cannot be shown: \($0.message(about: .meetings))." }
            ?? "The racing day has not arrived."
    }
}
