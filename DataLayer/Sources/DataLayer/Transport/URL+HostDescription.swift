import Foundation

extension URL {
    /// The host as people name it, with the port when it is not the scheme's default:
    /// `api.neds.com.au`, `127.0.0.1:8080`, `[::1]:8080`.
    public var hostDescription: String {
        guard let host, !host.isEmpty else { return absoluteString }
        let name = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        guard let port, port != Self.defaultPort(forScheme: scheme) else { return name }
        return "\(name):\(port)"
    }

    /// The port a scheme uses when a URL names none.
    private static func defaultPort(forScheme scheme: String?) -> Int? {
        switch scheme?.lowercased() {
        case "http": 80
        case "https": 443
        default: nil
        }
    }
}
