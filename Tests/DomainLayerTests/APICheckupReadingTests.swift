import DataLayer
import DomainLayer
import Foundation
import SharedUtils
import TestSupport
import Testing

/// What `doctor`'s checkup makes of what the racing API sent: its clock from the `Date` header,
/// read, unreadable (quoted), not sent or with nothing answering, and a route that redirects.
@Suite struct APICheckupReadingTests {
    /// A transport that answers every request from a closure.
    private struct ScriptedTransport: HTTPTransport {
        let answer: @Sendable (URL) throws(FetchFailure) -> HTTPResponse

        func get(_ url: URL, headers: [String: String]) async throws(FetchFailure) -> HTTPResponse {
            try answer(url)
        }
    }

    private static let clock = ManualClock()

    private func report(_ answer: @escaping @Sendable (URL) throws(FetchFailure) -> HTTPResponse) async throws
        -> APICheckupReport
    {
        let client = NedsClient(
            endpoint: try NedsEndpoint(apiRoot: "https://api.neds.com.au"),
            transport: ScriptedTransport(answer: answer), userAgent: "nexttogo/test")
        let probe = NedsRouteProbe(client: client, dates: Self.clock.dates, clock: ContinuousClock())
        return try await APICheckup(
            probe: probe, dates: Self.clock.dates, timeZone: TimeZone(identifier: "UTC")!
        )
        .run()
    }

    private static func refusal(date: String?) -> HTTPResponse {
        HTTPResponse(
            status: 404, headers: date.map { ["Date": $0] } ?? [:], body: Data("404 page not found".utf8))
    }

    @Test(arguments: [
        ("garbage", "garbage"),
        ("Sat, 01 Jan 99999999999 00:00:00 GMT", "Sat, 01 Jan 99999999999 00:00:00 GMT"),
        (
            "Thu, 15 Jan 2026 01:00:00 GMT, Thu, 15 Jan 2026 01:00:09 GMT",
            "Thu, 15 Jan 2026 01:00:00 GMT, Thu, 15 Jan 2026 01:00:09 GMT"
        ),
        ("Thu, 15 Jan 2026 01:00:00 GMT\u{1B}[2J" + String(repeating: "x", count: 500), nil),
    ])
    func aDateHeaderThatCannotBeReadIsQuotedNotCalledMissing(sent: String, quoted: String?) async throws {
        let report = try await report { _ in Self.refusal(date: sent) }

        guard case .unreadable(let shown) = report.clock else {
            Issue.record("\(report.clock)")
            return
        }
        if let quoted { #expect(shown == quoted) }
        #expect(shown.count <= ShownTextLimit.id)
        #expect(!shown.contains("\u{1B}"))
    }

    @Test func copiesOfOneDateThatAgreeAreRead() async throws {
        let date = "Thu, 15 Jan 2026 01:00:00 GMT"
        let report = try await report { _ in Self.refusal(date: "\(date), \(date)") }

        #expect(report.clock == .offset(0))
    }

    @Test func answersWithNoDateHeaderAreNotSentAndNoAnswerIsNothingAnswering() async throws {
        #expect(try await report { _ in Self.refusal(date: nil) }.clock == .notSent)
        let offline = try await report { _ throws(FetchFailure) in
            throw FetchFailure.unreachable(host: "api.neds.com.au")
        }
        #expect(offline.clock == .noAnswer)
    }

    @Test func aRouteRedirectedToAnotherIsARedirectWithItsLocation() async throws {
        let location =
            "https://api.neds.com.au/v2/racing/meeting?date=2026-01-15\u{1B}]8;;x"
            + String(
                repeating: "a", count: 5_000)
        let report = try await report { url in
            guard url.absoluteString.contains("nextraces") else { return Self.refusal(date: nil) }
            // The transport followed the redirect; another route's body came back.
            return HTTPResponse(
                status: 200, body: Data(#"{"meetings": []}"#.utf8),
                redirects: [HTTPRedirect(status: 302, location: location)])
        }

        let check = try #require(report.checks.first)
        let redirect = try #require(check.redirect)
        #expect(redirect.status == 302)
        #expect(redirect.location.hasPrefix("https://api.neds.com.au/v2/racing/meeting?date=2026-01-15"))
        #expect(redirect.location.count <= ShownTextLimit.name)
        #expect(!redirect.location.contains("\u{1B}"))
        if case .refused = check.verdict {} else { Issue.record("\(check.verdict)") }
    }
}
