import DataLayer
import Foundation
import SharedUtils

/// A `RacesRepository` backed by a DataLayer `RacesService`: the one place where wire models
/// and wire errors become domain races and domain errors.
public struct RacesServiceRepository: RacesRepository {
    private let service: any RacesService
    private let dates: DateSource

    /// Creates a repository over `service`.
    /// - Parameters:
    ///   - service: The live API or a recording.
    ///   - dates: The wall clock, to turn a `Retry-After` date into a wait.
    public init(service: any RacesService, dates: DateSource = .system) {
        self.service = service
        self.dates = dates
    }

    /// Fetches `categories` from the service (a route that asks per category asks for just
    /// those) and maps the result into domain races and errors.
    public func nextRaces(count: Int, categories: Set<RaceCategory>) async throws -> RaceFeedPage {
        let response: NextRacesResponse
        do {
            response = try await service.nextRaces(
                count: count, categoryIDs: categories.sorted().map(\.categoryID))
        } catch let error as NedsServiceError {
            throw RacesFetchError(error, now: dates.now())
        }
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
