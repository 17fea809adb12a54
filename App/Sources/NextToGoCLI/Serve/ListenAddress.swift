import Foundation
import SharedUtils

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The address `--bind` names: an IPv4 or IPv6 literal, checked as the system reads one, or
/// `localhost` (or a name under `.localhost`), which always means this machine's loopback
/// (RFC 6761) and so needs no lookup. Any other name, which would need one, or a text of
/// megabytes, is refused before anything listens.
enum ListenAddress {
    /// The longest address read: an IPv6 literal with an IPv4 tail is 45 characters.
    static let longest = 45

    /// Whether `text` is an IPv4 or IPv6 address, or a loopback name.
    static func isValid(_ text: String) -> Bool {
        host(for: text) != nil
    }

    /// The address to listen on for `text`: the literal itself, `127.0.0.1` for a loopback name;
    /// nil for anything else.
    static func host(for text: String) -> String? {
        guard text.utf8.count <= longest, !text.isEmpty else { return nil }
        let name = text.lowercased()
        if name == "localhost" || name.hasSuffix(".localhost") { return "127.0.0.1" }
        var ipv4 = in_addr()
        var ipv6 = in6_addr()
        return inet_pton(AF_INET, text, &ipv4) == 1 || inet_pton(AF_INET6, text, &ipv6) == 1 ? text : nil
    }

    /// `text` as a message may quote it: cut short and made safe to print.
    static func shown(_ text: String) -> String {
        ShownTextLimit.safe(text, limit: longest)
    }

    /// Whether `text` listens on every interface, so other screens can reach it.
    static func isEveryInterface(_ text: String) -> Bool {
        text == "0.0.0.0" || text == "::"
    }
}
