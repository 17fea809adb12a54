import DataLayer
import Foundation
import SharedUtils
import TestSupport
import Testing

@testable import NextToGoCLI

/// The meetings request over real HTTP: the App's live transport against a server on 127.0.0.1.
@Suite(.timeLimit(.minutes(3))) struct NedsMeetingsServiceHTTPTests {
    private let date = CalendarDate(year: 2023, month: 7, day: 13)!
    private let sydney = TimeZone(identifier: "Australia/Sydney")!

    private func service(_ server: LoopbackHTTPServer) throws -> NedsMeetingsService {
        NedsMeetingsService(
            client: NedsClient(
                endpoint: try NedsEndpoint(apiRoot: server.baseURL.absoluteString),
                transport: LoopbackTransport.make(), userAgent: "nexttogo/test"))
    }

    @Test func asksForTheDaysMeetingsInTheZoneAndDecodesTheRecordedDay() async throws {
        let body = try MeetingsFixtures.recordedDay()
        let server = try LoopbackHTTPServer { _ in .json(Array(body)) }
        defer { server.stop() }

        let response = try await service(server).meetings(on: date, timeZone: sydney)

        #expect(response.meetings.count == MeetingsFixtures.recordedMeetingCount)
        #expect(response.meetings.flatMap(\.races).count == MeetingsFixtures.recordedRaceCount)
        let request = try #require(server.receivedRequests.first)
        #expect(request.method == "GET")
        #expect(request.target == "/v2/racing/meeting?date=2023-07-13&timezone=Australia%2FSydney")
        #expect(request.headers["user-agent"] == "nexttogo/test")
        #expect(request.headers["accept"] == "application/json")
        #expect(server.receivedRequests.count == 1)
    }

    @Test func aDayWithNoMeetingsIsAnEmptyResponse() async throws {
        let server = try LoopbackHTTPServer { _ in .json(Array(#"{"meetings": {}, "races": {}}"#.utf8)) }
        defer { server.stop() }

        #expect(try await service(server).meetings(on: date, timeZone: sydney).meetings.isEmpty)
    }

    @Test(arguments: [500, 503])
    func anErrorStatusBecomesAnHTTPStatusError(status: Int) async throws {
        let server = try LoopbackHTTPServer { _ in .text("nope", status: status) }
        defer { server.stop() }

        await #expect(throws: FetchFailure.httpStatus(status, retryAfter: nil)) {
            try await service(server).meetings(on: date, timeZone: sydney)
        }
    }

    @Test(arguments: [
        (404, "404 page not found"), (500, #"{"detail": "rpc: can't find method Racing.Next"}"#),
        (503, "service go.micro.srv.racing: none available"),
    ])
    func aRouteThatIsNotThereIsARefusal(status: Int, body: String) async throws {
        let server = try LoopbackHTTPServer { _ in .text(body, status: status) }
        defer { server.stop() }

        await #expect(throws: FetchFailure.routeRefused(status: status)) {
            try await service(server).meetings(on: date, timeZone: sydney)
        }
    }

    @Test func tooManyRequestsCarriesItsRetryAfter() async throws {
        let server = try LoopbackHTTPServer { _ in
            .text("slow down", status: 429, headers: [("Retry-After", "30")])
        }
        defer { server.stop() }

        await #expect(throws: FetchFailure.httpStatus(429, retryAfter: .delay(.seconds(30)))) {
            try await service(server).meetings(on: date, timeZone: sydney)
        }
    }

    @Test func aBodyThatIsNotMeetingsIsAnInvalidResponse() async throws {
        let server = try LoopbackHTTPServer { _ in .text("<html>maintenance</html>", status: 200) }
        defer { server.stop() }

        await #expect(throws: FetchFailure.invalidResponse(reason: "the body is not JSON")) {
            try await service(server).meetings(on: date, timeZone: sydney)
        }
    }

    @Test func aBodyOverTheCapIsRefusedWhateverTheTransportLetIn() async throws {
        struct GenerousTransport: HTTPTransport {
            func get(_ url: URL, headers: [String: String]) async throws(FetchFailure) -> HTTPResponse {
                HTTPResponse(status: 200, body: Data(repeating: 0x20, count: 1_001))
            }
        }
        let service = NedsMeetingsService(
            client: NedsClient(
                endpoint: try NedsEndpoint(apiRoot: "http://127.0.0.1"), transport: GenerousTransport(),
                userAgent: "nexttogo/test"), maximumBodySize: 1_000)

        await #expect(throws: FetchFailure.responseTooLarge(limit: 1_000)) {
            try await service.meetings(on: date, timeZone: sydney)
        }
    }

    @Test(arguments: APIBrand.allCases)
    func eachBrandAsksItsOwnRootForTheDay(brand: APIBrand) throws {
        let endpoint = try NedsEndpoint(apiRoot: brand.apiRoot.absoluteString)

        #expect(
            endpoint.meetingsURL(date: date, timeZone: TimeZone(identifier: "Australia/Perth")!)
                .absoluteString
                == "https://api.\(brand.rawValue).com.au/v2/racing/meeting?date=2023-07-13&timezone=Australia%2FPerth"
        )
    }

    @Test(arguments: [
        ("America/Argentina/Buenos_Aires", "America%2FArgentina%2FBuenos_Aires"),
        ("Etc/GMT+10", "Etc%2FGMT%2B10"),
        ("GMT", "GMT"),
    ])
    func theZoneIsPercentEncodedSoItCannotAddParameters(zone: String, encoded: String) throws {
        let endpoint = try NedsEndpoint(apiRoot: "http://127.0.0.1:8080/api")
        let timeZone = try #require(TimeZone(identifier: zone))

        #expect(
            endpoint.meetingsURL(date: date, timeZone: timeZone).absoluteString
                == "http://127.0.0.1:8080/api/v2/racing/meeting?date=2023-07-13&timezone=\(encoded)")
    }
}
