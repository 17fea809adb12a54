import DataLayer
import Testing

@Suite struct NedsEndpointTests {
    @Test(arguments: [
        ("https://api.neds.com.au", "https://api.neds.com.au/rest/v1/racing/?method=nextraces&count=10"),
        ("http://127.0.0.1:8080/", "http://127.0.0.1:8080/rest/v1/racing/?method=nextraces&count=10"),
        ("HTTP://localhost:9", "HTTP://localhost:9/rest/v1/racing/?method=nextraces&count=10"),
    ])
    func appendsTheNextRacesPathToTheRoot(root: String, expected: String) throws {
        #expect(try NedsEndpoint(apiRoot: root).nextRacesURL(count: 10).absoluteString == expected)
    }

    @Test func theDefaultRootIsTheNedsAPI() throws {
        let endpoint = try NedsEndpoint(apiRoot: NedsEndpoint.defaultAPIRoot.absoluteString)
        #expect(endpoint.hostDescription == "api.neds.com.au")
    }

    @Test(arguments: ["ftp://example.com", "file:///etc/passwd", "localhost:8080", "javascript:alert(1)"])
    func refusesSchemesOtherThanHTTPAndHTTPS(root: String) {
        #expect(throws: NedsEndpoint.InvalidRoot.unsupportedScheme(root)) {
            try NedsEndpoint(apiRoot: root)
        }
    }

    @Test(arguments: ["", "http://", "https:///path", "not a url at all"])
    func refusesTextWithoutAHost(root: String) {
        #expect(throws: NedsEndpoint.InvalidRoot.self) {
            try NedsEndpoint(apiRoot: root)
        }
    }
}
