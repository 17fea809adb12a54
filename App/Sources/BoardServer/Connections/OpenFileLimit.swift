#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// This process's limit on open files, which the children it starts inherit: every screen holds
/// a socket, and a thousand screens are past the 1,024 many shells allow by default.
public enum OpenFileLimit {
    /// Raises the soft limit to at least `needed` where the hard limit allows, and returns the
    /// soft limit then.
    public static func raise(toAtLeast needed: Int) -> Int {
        var limit = rlimit()
        #if canImport(Glibc)
            let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
            let resource = RLIMIT_NOFILE
        #endif
        guard getrlimit(resource, &limit) == 0 else { return 0 }
        if limit.rlim_cur < rlim_t(needed) {
            limit.rlim_cur = min(limit.rlim_max, rlim_t(needed))
            _ = setrlimit(resource, &limit)
            guard getrlimit(resource, &limit) == 0 else { return 0 }
        }
        return Int(clamping: limit.rlim_cur)
    }
}
