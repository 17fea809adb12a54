import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The machine's time zone, read from `TZ` the way the C library reads it.
///
/// Foundation understands `TZ` only as a bare zone name such as `Australia/Sydney`; the C
/// library also takes `:Australia/Sydney`, a path to a zone file such as
/// `/usr/share/zoneinfo/Australia/Sydney`, and POSIX rule strings such as
/// `AEST-10AEDT,M10.1.0,M4.1.0/3`, and Foundation reads all three as UTC.
enum LocalTimeZone {
    /// The folder zone files are read from, whose paths name zones by what follows it.
    private static let zoneFolder = "zoneinfo/"

    /// The zone `TZ` in `environment` names, or the system's when `TZ` is unset or empty.
    static func current(environment: [String: String]) -> TimeZone {
        zone(named: environment["TZ"], cLibraryOffset: currentCLibraryOffset)
    }

    /// The zone `value` (a `TZ` setting) names: a zone's name, with or without the leading `:`,
    /// or a zone file's path under a `zoneinfo` folder, is that zone; anything else the C library
    /// understands, such as a POSIX rule string, is the offset from UTC it gives now, which
    /// `cLibraryOffset` returns in seconds.
    static func zone(named value: String?, cLibraryOffset: () -> Int) -> TimeZone {
        guard let value, !value.isEmpty else { return .current }
        var name = Substring(value)
        if name.hasPrefix(":") { name = name.dropFirst() }
        if name.hasPrefix("/"), let folder = name.range(of: zoneFolder, options: .backwards) {
            name = name[folder.upperBound...]
        }
        if !name.isEmpty, !name.hasPrefix("/"), let zone = TimeZone(identifier: String(name)) {
            return zone
        }
        return TimeZone(secondsFromGMT: cLibraryOffset()) ?? .current
    }

    /// The offset from UTC, in seconds, that the C library gives for this moment under the
    /// process's `TZ`.
    private static func currentCLibraryOffset() -> Int {
        tzset()
        var now = time(nil)
        var parts = tm()
        guard localtime_r(&now, &parts) != nil else { return 0 }
        return parts.tm_gmtoff
    }
}
