import Foundation

/// Finds one race among the next races a repository lists, for a look at its details.
public struct RaceLookup: Sendable {
    private let repository: any RacesRepository
    private let count: Int

    /// Creates a lookup over `repository`, asking for the largest count the schedule ever asks
    /// for, so a race the board could show is found.
    public init(repository: any RacesRepository, schedule: NextRacesSchedule = NextRacesSchedule()) {
        self.repository = repository
        count = schedule.requestCounts.max() ?? 1
    }

    /// The race whose id is `id`, whatever its case; nil when the feed does not list it (a race
    /// leaves the feed a couple of minutes after it starts).
    /// - Throws: `RacesFetchError` when the races cannot be fetched.
    public func race(withID id: String) async throws -> Race? {
        let wanted = id.trimmingCharacters(in: .whitespaces).lowercased()
        return try await repository.nextRaces(count: count).races.first { $0.id.lowercased() == wanted }
    }
}
