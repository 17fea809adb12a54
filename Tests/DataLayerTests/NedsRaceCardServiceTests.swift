import DataLayer
import Foundation
import SharedUtils
import Testing

/// The race-card request's rules that need no network; `NedsRaceCardServiceHTTPTests` (in
/// AppTests) sends it over real HTTP.
@Suite struct NedsRaceCardServiceTests {
    @Test func anIDIsPercentEncodedSoItCannotAddParameters() throws {
        let endpoint = try NedsEndpoint(apiRoot: "https://api.neds.com.au")

        #expect(
            endpoint.raceCardURL(raceID: "a&method=nextraces #").absoluteString
                == "https://api.neds.com.au/rest/v1/racing/?method=racecard&id=a%26method%3Dnextraces%20%23")
    }

    @Test func aBodyOverTheCapIsRefusedWhateverTheTransportLetIn() async throws {
        struct GenerousTransport: HTTPTransport {
            func get(_ url: URL, headers: [String: String]) async throws(FetchFailure) -> HTTPResponse {
                HTTPResponse(status: 200, body: Data(repeating: 0x20, count: 1_001))
            }
        }
        let service = NedsRaceCardService(
            client: NedsClient(
                endpoint: try NedsEndpoint(apiRoot: "http://127.0.0.1"), transport: GenerousTransport(),
                userAgent: "nexttogo/test"), maximumBodySize: 1_000)

        await #expect(throws: FetchFailure.responseTooLarge(limit: 1_000)) {
            try await service.raceCard(raceID: "r1")
        }
    }

    @Test(arguments: APIBrand.allCases)
    func eachBrandHasItsOwnAPIRoot(brand: APIBrand) {
        #expect(brand.apiRoot.absoluteString == "https://api.\(brand.rawValue).com.au")
    }
}
