import DataLayer
import Testing

@Suite struct NedsEndpointTests {
    @Test(arguments: [
        ("https://api.neds.com.au", "https://api.neds.com.au/rest/v1/racing/?method=nextraces&count=10"),
        ("http://127.0.0.1:8080/", "http://127.0.0.1:8080/rest/v1/racing/?method=nextraces&count=10"),
        ("HTTP://localhost:9", "http://localhost:9/rest/v1/racing/?method=nextraces&count=10"),
        ("HttpS://example.com/api//", "https://example.com/api/rest/v1/racing/?method=nextraces&count=10"),
    ])
    func appendsTheNextRacesPathToTheRoot(root: String, expected: String) throws {
        #expect(try NedsEndpoint(apiRoot: root).nextRacesURL(count: 10).absoluteString == expected)
    }

    @Test func theDefaultRootIsTheNedsAPI() throws {
        let endpoint = try NedsEndpoint(apiRoot: APIBrand.default.apiRoot.absoluteString)
        #expect(endpoint.hostDescription == "api.neds.com.au")
    }

    @Test(arguments: [
        ("https://api.neds.com.au:443", "api.neds.com.au"),
        ("HTTP://127.0.0.1:80/", "127.0.0.1"),
        ("http://127.0.0.1:8080", "127.0.0.1:8080"),
        ("https://example.com:80", "example.com:80"),
        ("http://[::1]:8931", "[::1]:8931"),
    ])
    func theHostIsNamedWithItsPortWhenThePortIsNotTheSchemesDefault(root: String, expected: String) throws {
        #expect(try NedsEndpoint(apiRoot: root).hostDescription == expected)
    }

    @Test(arguments: [
        "http://127.0.0.1:8931?x=1", "http://127.0.0.1:8931/?x=1", "https://api.neds.com.au/#frag",
        "https://api.neds.com.au?", "https://api.neds.com.au#",
    ])
    func refusesARootWithAQueryOrAFragment(root: String) {
        #expect(throws: NedsEndpoint.InvalidRoot.queryOrFragment(root)) {
            try NedsEndpoint(apiRoot: root)
        }
    }

    @Test(arguments: ["http://127.0.0.1:65536", "http://127.0.0.1:0", "https://api.neds.com.au:99999/"])
    func refusesAPortNoServerCanListenOn(root: String) {
        #expect(throws: NedsEndpoint.InvalidRoot.portOutOfRange(root)) {
            try NedsEndpoint(apiRoot: root)
        }
    }

    @Test func acceptsTheHighestPort() throws {
        #expect(try NedsEndpoint(apiRoot: "http://127.0.0.1:65535").hostDescription == "127.0.0.1:65535")
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
