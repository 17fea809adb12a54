import Testing

@testable import BoardServer

/// A screen's share of the race cards is counted by its IPv4 address, or by its IPv6 /64, the
/// network one host is given, so a client cannot take a share per address of its own.
@Suite struct ScreenAddressTests {
    @Test(arguments: [
        ("192.0.2.7", "192.0.2.7"),
        ("2001:db8:0:1::5", "2001:db8:0:1::/64"),
        ("2001:db8:0:1:ffff:ffff:ffff:ffff", "2001:db8:0:1::/64"),
        ("2001:DB8:0:2::5", "2001:db8:0:2::/64"),
        ("::ffff:192.0.2.7", "192.0.2.7"),
        ("not an address", "not an address"),
    ])
    func aScreenIsItsIPv4AddressOrItsIPv6Network(address: String, screen: String) {
        #expect(ScreenAddress.screen(of: address) == screen)
    }
}
