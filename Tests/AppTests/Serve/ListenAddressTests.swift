import Testing

@testable import NextToGoCLI

/// What `--bind` takes: an IP literal as it is, `localhost` and names under `.localhost` as this
/// machine's loopback with no lookup, and nothing that would need one.
@Suite struct ListenAddressTests {
    @Test(arguments: [
        ("127.0.0.1", "127.0.0.1"), ("0.0.0.0", "0.0.0.0"), ("::1", "::1"), ("::", "::"),
        ("localhost", "127.0.0.1"), ("LocalHost", "127.0.0.1"), ("screens.localhost", "127.0.0.1"),
    ])
    func anAddressOrALoopbackNameIsListenedOn(typed: String, host: String) {
        #expect(ListenAddress.host(for: typed) == host)
        #expect(ListenAddress.isValid(typed))
    }

    @Test(arguments: [
        "example.com", "localhost.example.com", "", "127.0.0.1.", String(repeating: "a", count: 100),
    ])
    func aNameThatWouldNeedALookupIsRefused(typed: String) {
        #expect(ListenAddress.host(for: typed) == nil)
    }
}
