import Foundation
import SharedUtils
import Testing

/// The one fetch failure: the wait a server asks for is reckoned when it is needed, and only a
/// route's own refusal or shape says another route may answer.
@Suite struct FetchFailureTests {
    private let now = Date(timeIntervalSince1970: 1_768_438_800)

    @Test(arguments: [
        (FetchFailure.httpStatus(429, retryAfter: .delay(.seconds(30))), Duration.seconds(30)),
        (.httpStatus(503, retryAfter: .date(Date(timeIntervalSince1970: 1_768_438_845))), .seconds(45)),
        (.httpStatus(503, retryAfter: .date(Date(timeIntervalSince1970: 1_768_438_000))), .zero),
        (.httpStatus(429, retryAfter: .date(.distantFuture)), RetryAfter.longestDelay),
    ])
    func theWaitAServerAsksForIsReckonedFromNow(failure: FetchFailure, wait: Duration) {
        #expect(failure.retryDelay(from: now) == wait)
    }

    @Test(arguments: [
        FetchFailure.httpStatus(503, retryAfter: nil), .timedOut(host: "h"), .routeRefused(status: 404),
        .invalidResponse(reason: "r"),
    ])
    func aFailureThatAsksForNoWaitHasNone(failure: FetchFailure) {
        #expect(failure.retryDelay(from: now) == nil)
    }

    @Test(arguments: [
        (FetchFailure.routeRefused(status: 404), true), (.invalidResponse(reason: "r"), true),
        (.httpStatus(503, retryAfter: nil), false), (.connectionRefused(host: "h:9"), false),
        (.responseTooLarge(limit: 5), false),
    ])
    func onlyARefusedOrMisshapenRouteIsTheRoutesFailure(failure: FetchFailure, isRouteFailure: Bool) {
        #expect(failure.isRouteFailure == isRouteFailure)
    }
}
