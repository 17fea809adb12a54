import DataLayer
import DomainLayer
import Foundation
import SharedUtils

/// Builds the object graph: the one place that knows every layer.
enum AppWiring {
    /// The races repository for the live API at `endpoint`, or for the bundled recordings.
    static func repository(demo: Bool, endpoint: NedsEndpoint) throws -> RacesServiceRepository {
        let service: any RacesService =
            demo
            ? try RecordedRacesService.bundled(startedAt: Date(), dates: .system)
            : NedsRacesService(
                endpoint: endpoint, transport: URLSessionTransport(), userAgent: AppVersion.userAgent)
        return RacesServiceRepository(service: service, dates: .system)
    }

    /// The interactor over `repository`, on the real clocks.
    static func interactor(repository: any RacesRepository)
        -> PollingNextRacesInteractor<ContinuousClock>
    {
        PollingNextRacesInteractor(repository: repository, clock: ContinuousClock(), dates: .system)
    }
}
