import Foundation

/// How the report writes numbers.
enum Units {
    /// A time such as `412 µs`, `3.2 ms` or `1.84 s`.
    static func time(_ seconds: Double) -> String {
        switch seconds {
        case ..<1e-3: String(format: "%.0f µs", seconds * 1e6)
        case ..<1: String(format: "%.1f ms", seconds * 1e3)
        default: String(format: "%.2f s", seconds)
        }
    }

    /// A size such as `840 B`, `12.3 KB` or `31.0 MB` (powers of 1,000, as MB/s uses).
    static func bytes(_ count: Int) -> String {
        switch count {
        case ..<1_000: "\(count) B"
        case ..<1_000_000: String(format: "%.1f KB", Double(count) / 1e3)
        default: String(format: "%.1f MB", Double(count) / 1e6)
        }
    }

    /// A ratio such as `0.42×` or `7.9×`.
    static func ratio(_ value: Double) -> String {
        String(format: value < 10 ? "%.2f×" : "%.0f×", value)
    }

    /// A count with thousands separators, such as `10,000`.
    static func count(_ value: Int) -> String {
        value.formatted(.number.locale(Locale(identifier: "en_US")))
    }
}
