import Foundation
import SharedUtils
import Synchronization

/// The next races from the first of several routes that answers.
///
/// A route that refuses (`FetchFailure.isRouteFailure`: HTTP 404, a gateway's "no such
/// service", a body of another shape) hands over to the next; a network fault or a server in
/// trouble is thrown as it is, since another route would fare no better. Once a route has
/// answered it is asked first from then on, and the earlier routes are tried again only when it
/// fails or `earlierRouteRetryInterval` after it was chosen.
public struct FallbackRacesService: RacesService {
    /// How long a later route is kept before the earlier ones are asked again.
    public static let earlierRouteRetryInterval: TimeInterval = 3_600

    /// One route and the service that asks it.
    public struct Route: Sendable {
        /// Which route.
        public var route: NextRacesRoute
        /// The service that asks it.
        public var service: any RacesService

        /// Creates a route from its parts.
        public init(_ route: NextRacesRoute, service: any RacesService) {
            self.route = route
            self.service = service
        }
    }

    private let routes: [Route]
    private let dates: DateSource
    private let chosen: ChosenRoute

    /// Creates a service that tries `routes` in order.
    /// - Parameters:
    ///   - routes: The routes, first the one to prefer; at least one.
    ///   - dates: The wall clock that times `earlierRouteRetryInterval`.
    public init(routes: [Route], dates: DateSource) {
        precondition(!routes.isEmpty, "a fallback needs a route")
        self.routes = routes
        self.dates = dates
        chosen = ChosenRoute()
    }

    /// The next races of `categoryIDs` from the first route that answers, the route named in the
    /// response.
    /// - Throws: The network's error as soon as one route meets it (the route kept, if it was
    ///   that one, is then forgotten); when every route refuses, the first route's refusal.
    public func nextRaces(count: Int, categoryIDs: [String]) async throws(FetchFailure) -> NextRacesResponse {
        let now = dates.now()
        let kept = chosen.index(at: now, keptFor: Self.earlierRouteRetryInterval)
        let order =
            kept.map { kept in [kept] + routes.indices.filter { $0 != kept } } ?? Array(routes.indices)
        var firstRefusal: FetchFailure?
        for index in order {
            do {
                var response = try await routes[index].service.nextRaces(
                    count: count, categoryIDs: categoryIDs)
                response.route = routes[index].route
                if index != kept { chosen.choose(index, at: now) }
                return response
            } catch  where error.isRouteFailure {
                if index == kept { chosen.forget(index) }
                if firstRefusal == nil || index == routes.startIndex { firstRefusal = error }
            } catch {
                if index == kept, error != .cancelled { chosen.forget(index) }
                throw error
            }
        }
        throw firstRefusal ?? .invalidResponse(reason: "no route answered")
    }
}

/// The route a `FallbackRacesService` keeps asking first, shared by its copies.
private final class ChosenRoute: Sendable {
    private let state = Mutex<(index: Int, since: Date)?>(nil)

    /// The route chosen less than `interval` ago, if any.
    func index(at now: Date, keptFor interval: TimeInterval) -> Int? {
        state.withLock { state in
            guard let state, now.timeIntervalSince(state.since) < interval, now >= state.since else {
                return nil
            }
            return state.index
        }
    }

    /// Keeps `index` from `now`.
    func choose(_ index: Int, at now: Date) {
        state.withLock { $0 = (index, now) }
    }

    /// Stops keeping `index`, unless a copy has chosen another route meanwhile.
    func forget(_ index: Int) {
        state.withLock { state in
            if state?.index == index { state = nil }
        }
    }
}
