import DataLayer
import Foundation
import SharedUtils

/// A `RacesRepository` backed by a DataLayer `RacesService`: the one place where wire models
/// become domain races; a `FetchFailure` passes through as it is.
public struct RacesServiceRepository: RacesRepository {
    private let service: any RacesService

    /// Creates a repository over `service`: the live API or a recording.
    public init(service: any RacesService) {
        self.service = service
    }

    /// The service's: the live API or a recording.
    public var origin: FeedOrigin { service.origin }

    /// Fetches `categories` from the service (a route that asks per category asks for just
    /// those) and maps the result into domain races.
    public func nextRaces(count: Int, categories: Set<RaceCategory>) async throws(FetchFailure)
        -> RaceFeedPage
    {
        let response = try await service.nextRaces(
            count: count, categoryIDs: categories.sorted().map(\.categoryID))
        let races = response.raceSummaries.compactMap(Race.init(summary:))
        let route = RaceFeedRoute(response.route)
        // Only the first route lists every category whatever is asked; the later ones ask per
        // category.
        return RaceFeedPage(
            races: races,
            skippedCount: response.skippedCount + response.raceSummaries.count - races.count,
            route: route, coveredCategories: route == .nextRaces || categories.isEmpty ? nil : categories)
    }
}
