/// The program's version, sent in the `User-Agent` header and shown by `--version`.
enum AppVersion {
    static let current = "0.1.0"

    /// The `User-Agent` header value.
    static var userAgent: String { "nexttogo/\(current)" }
}
