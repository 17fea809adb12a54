#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pipe that wakes a thread blocked in `poll(2)`: a byte written to it makes its read end
/// readable.
///
/// Both ends are non-blocking, so a writer never waits (a full pipe means the reader is awake
/// already) and draining never blocks; neither end is passed to programs the watch starts.
final class WakePipe: Sendable {
    /// The end to poll and drain.
    let readDescriptor: Int32
    /// The end to write to.
    let writeDescriptor: Int32

    /// Makes a pipe.
    /// - Throws: `WakePipeError` when the system cannot make one (no descriptors left).
    init() throws(WakePipeError) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw WakePipeError(code: errno) }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        readDescriptor = ends[0]
        writeDescriptor = ends[1]
    }

    deinit {
        close(readDescriptor)
        close(writeDescriptor)
    }

    /// Writes `byte`, which wakes the reader; a full pipe drops it, as the reader is awake already.
    func post(_ byte: UInt8) {
        var byte = byte
        while write(writeDescriptor, &byte, 1) < 0, errno == EINTR {}
    }

    /// The bytes written since the last call, in order; empty when there are none.
    func drain() -> [UInt8] {
        var drained: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = read(readDescriptor, &buffer, buffer.count)
            if count > 0 {
                drained += buffer.prefix(count)
            } else if count < 0, errno == EINTR {
                continue
            } else {
                return drained
            }
        }
    }
}
