import DomainLayer
import SharedUtils

/// What a request asked the racing API for, so a failure's words name it: a route that sends
/// something else is "not a racing day's meetings", not "not a list of races".
public enum FetchSubject: Sendable {
    /// The next races (the board).
    case races
    /// A racing day's meetings (`meetings`, `meeting`, `race <meeting> <number>`, `m`).
    case meetings
    /// One race's card.
    case raceCard

    /// What arrives when the request succeeds, such as "the races".
    var arriving: String {
        switch self {
        case .races: "the races"
        case .meetings: "the meetings"
        case .raceCard: "the race card"
        }
    }

    /// One of what is asked for, such as "a list of races".
    var one: String {
        switch self {
        case .races: "a list of races"
        case .meetings: "a racing day's meetings"
        case .raceCard: "a race card"
        }
    }

    /// The route or routes that ask for it, such as "the race card route".
    var routes: String {
        switch self {
        case .races: "its routes to the next races"
        case .meetings: "the racing day route"
        case .raceCard: "the race card route"
        }
    }

    /// Any of what is asked for, such as "any list of races".
    var any: String {
        switch self {
        case .races: "any list of races"
        case .meetings: "any racing day"
        case .raceCard: "any race card"
        }
    }
}

extension FetchFailure {
    /// What went wrong in fetching the next races, as a person would say it, without a trailing
    /// full stop.
    public var message: String { message(about: .races) }

    /// What went wrong in fetching `subject`, as a person would say it, without a trailing full
    /// stop.
    public func message(about subject: FetchSubject) -> String {
        switch self {
        case .unreachable(let host):
            "cannot reach \(host) (are you offline?)"
        case .hostNotFound(let host):
            "cannot find the host \(host) (check --api-url, or are you offline?)"
        case .connectionRefused(let host):
            "nothing is listening at \(host) (check --api-url)"
        case .tooManyRedirects(let host):
            "\(host) sent too many redirects; check --api-url"
        case .tlsFailure(let host):
            "cannot make a secure connection to \(host) (check that --api-url should be https, and the clock)"
        case .interrupted(let host):
            "the connection to \(host) dropped before \(subject.arriving) arrived"
        case .timedOut(let host):
            "\(host) did not answer in time"
        case .httpStatus(429, _):
            "the racing API is limiting requests (HTTP 429)"
        case .httpStatus(let status, _) where status >= 500:
            "the racing API is having trouble (HTTP \(status))"
        case .httpStatus(let status, _):
            "the racing API refused the request (HTTP \(status)); check --api-url"
        case .routeRefused(let status) where subject == .races:
            "the racing API answers none of \(subject.routes) (HTTP \(status)); "
                + "check --api-url, or run nexttogo doctor to see what answers"
        case .routeRefused(let status):
            "the racing API refused \(subject.routes) (HTTP \(status)); run nexttogo doctor to see what answers"
        case .invalidResponse(let reason):
            "the racing API sent something that is not \(subject.one) (\(reason))"
        case .responseTooLarge(let limit):
            "the racing API sent more than \(limit / 1_000_000) MB, more than \(subject.any)"
        case .cancelled:
            "interrupted"
        }
    }

    /// A few words for a status line, such as "offline" or "server error (HTTP 503)".
    public var shortLabel: String {
        switch self {
        case .unreachable: "offline"
        case .hostNotFound(let host): "cannot find \(host)"
        case .connectionRefused(let host): "nothing listening at \(host)"
        case .tooManyRedirects: "too many redirects"
        case .tlsFailure(let host): "no secure connection to \(host)"
        case .interrupted: "connection dropped"
        case .timedOut: "no answer"
        case .httpStatus(429, _): "rate limited"
        case .httpStatus(let status, _) where status >= 500: "server error (HTTP \(status))"
        case .httpStatus(let status, _): "refused (HTTP \(status))"
        case .routeRefused(let status): "route gone (HTTP \(status))"
        case .invalidResponse: "unreadable response"
        case .responseTooLarge: "response too large"
        case .cancelled: "interrupted"
        }
    }

    /// True when the network itself failed, rather than the server.
    public var isConnectivityProblem: Bool {
        switch self {
        case .unreachable, .hostNotFound, .connectionRefused, .tlsFailure, .interrupted, .timedOut: true
        case .tooManyRedirects, .httpStatus, .routeRefused, .invalidResponse, .responseTooLarge, .cancelled:
            false
        }
    }
}
