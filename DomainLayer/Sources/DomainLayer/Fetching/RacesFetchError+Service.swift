import DataLayer
import Foundation

extension RacesFetchError {
    /// The domain error for a wire error, resolving a `Retry-After` date against `now`.
    init(_ error: NedsServiceError, now: Date) {
        switch error {
        case .unreachable(let host): self = .unreachable(host: host)
        case .hostNotFound(let host): self = .hostNotFound(host: host)
        case .connectionRefused(let host): self = .connectionRefused(host: host)
        case .tooManyRedirects(let host): self = .tooManyRedirects(host: host)
        case .tlsFailure(let host): self = .tlsFailure(host: host)
        case .interrupted(let host): self = .interrupted(host: host)
        case .timedOut(let host): self = .timedOut(host: host)
        case .httpStatus(let status, let retryAfter):
            self = .httpStatus(status, retryAfter: retryAfter?.delay(from: now))
        case .routeRefused(let status): self = .routeRefused(status: status)
        case .invalidResponse(let reason): self = .invalidResponse(reason: reason)
        case .responseTooLarge(let limit): self = .responseTooLarge(limit: limit)
        }
    }
}
