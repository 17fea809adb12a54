import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// Which screen asked, as the server counts its share of the race cards: the address of the
/// connection's peer, or, when that peer is this machine (a proxy in front, such as the nginx of
/// docs/nginx/), the last address of its `X-Forwarded-For`, as nginx's `real_ip` module reads it
/// from a trusted proxy. A peer elsewhere cannot name another address by sending the header.
/// An IPv6 screen is its /64, the network one host is given, so that a client cannot take a
/// share per address of its own; an IPv4-mapped address is its IPv4 one.
enum ScreenAddress {
    /// The longest address read from a header: an IPv6 address with a zone fits.
    static let longest = 64

    /// The screen behind `request` on `context`'s connection; nil when the peer has no IP
    /// address (a Unix socket).
    static func of(_ request: Request, context: ServeRequestContext) -> String? {
        guard let peer = context.peer?.ipAddress else { return nil }
        guard isLoopback(peer), let forwarded = request.headers[.xForwardedFor] else {
            return screen(of: peer)
        }
        let last = forwarded.split(separator: ",").last?.trimmingCharacters(in: .whitespaces) ?? ""
        guard !last.isEmpty, last.utf8.count <= longest,
            last.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic || isAddressMark($0) })
        else { return screen(of: peer) }
        return screen(of: last)
    }

    /// The screen `address` counts as: an IPv4 address as it is, an IPv6 one as its /64 (such as
    /// `2001:db8:0:1::/64`), an IPv4-mapped one as its IPv4 address; anything else as written.
    static func screen(of address: String) -> String {
        var parsed = in6_addr()
        guard address.contains(":"), inet_pton(AF_INET6, address, &parsed) == 1 else { return address }
        let bytes = withUnsafeBytes(of: &parsed) { Array($0) }
        if bytes[..<10].allSatisfy({ $0 == 0 }), bytes[10] == 0xFF, bytes[11] == 0xFF {
            return bytes[12...].map(String.init).joined(separator: ".")
        }
        let groups = stride(from: 0, to: 8, by: 2).map {
            String(UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]), radix: 16)
        }
        return groups.joined(separator: ":") + "::/64"
    }

    private static func isLoopback(_ address: String) -> Bool {
        address.hasPrefix("127.") || address == "::1" || address.hasPrefix("::ffff:127.")
    }

    /// Digits and the marks an IPv4 or IPv6 address is written with.
    private static func isAddressMark(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar) || scalar == "." || scalar == ":" || scalar == "%"
    }
}

extension HTTPField.Name {
    /// The addresses a proxy forwarded the request for, the nearest last.
    static let xForwardedFor = HTTPField.Name("X-Forwarded-For")!
}
