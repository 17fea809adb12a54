#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// This process's limit on open files, which the children it starts inherit: a thousand screens
/// hold a thousand sockets at each end, past the 1,024 many shells allow by default.
enum OpenFileLimit {
    /// Raises the soft limit to at least `needed`, up to the hard limit, and returns it.
    /// - Throws: `BenchmarkFailure` when the hard limit is lower than `needed`.
    static func raise(toAtLeast needed: Int) throws -> Int {
        var limit = rlimit()
        #if canImport(Glibc)
            let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
            let resource = RLIMIT_NOFILE
        #endif
        guard getrlimit(resource, &limit) == 0 else {
            throw BenchmarkFailure("cannot read the limit on open files")
        }
        if limit.rlim_cur < rlim_t(needed) {
            limit.rlim_cur = min(limit.rlim_max, rlim_t(needed))
            _ = setrlimit(resource, &limit)
        }
        guard limit.rlim_cur >= rlim_t(needed) else {
            throw BenchmarkFailure(
                "the serve benchmark needs \(needed) open files and this shell allows \(limit.rlim_max): "
                    + "raise it with ulimit -n \(needed)")
        }
        return Int(limit.rlim_cur)
    }
}
