import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pseudo-terminal pair: the program under test gets the terminal end as its standard streams,
/// and the benchmark reads everything it draws from the controlling end.
final class PseudoTerminal {
    /// The controlling end, which the benchmark reads and writes.
    let controller: Int32
    /// The terminal end, which the child uses as its terminal.
    let terminal: Int32

    /// Opens a pair with a window of `columns` by `rows`.
    init(columns: UInt16, rows: UInt16) throws {
        #if canImport(Glibc)
            // posix_openpt, grantpt and unlockpt are not visible to Swift through Glibc, so this
            // does what they do on Linux: open the multiplexer, unlock the new terminal and ask its
            // number.
            controller = open("/dev/ptmx", O_RDWR | O_NOCTTY)
            var unlock: Int32 = 0
            var number: UInt32 = 0
            guard controller >= 0, ioctl(controller, Self.setLock, &unlock) == 0,
                ioctl(controller, Self.getNumber, &number) == 0
            else {
                throw BenchmarkFailure("cannot open a pseudo-terminal: \(String(cString: strerror(errno)))")
            }
            let path = "/dev/pts/\(number)"
        #else
            controller = posix_openpt(O_RDWR | O_NOCTTY)
            guard controller >= 0, grantpt(controller) == 0, unlockpt(controller) == 0,
                let name = ptsname(controller)
            else {
                throw BenchmarkFailure("cannot open a pseudo-terminal: \(String(cString: strerror(errno)))")
            }
            let path = String(cString: name)
        #endif
        terminal = open(path, O_RDWR | O_NOCTTY)
        guard terminal >= 0 else { throw BenchmarkFailure("cannot open \(path)") }
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(controller, UInt(TIOCSWINSZ), &size)
    }

    #if canImport(Glibc)
        /// `TIOCSPTLCK` and `TIOCGPTN` from `<asm-generic/ioctls.h>`, which Swift cannot import.
        private static let setLock: UInt = 0x4004_5431
        private static let getNumber: UInt = 0x8004_5430
    #endif

    deinit {
        close(terminal)
        close(controller)
    }

    /// Reads what the child writes for `duration`, without keeping it, and returns the byte count.
    /// Reading keeps the child from blocking on a full terminal buffer.
    func drain(for duration: Duration) -> Int {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: duration)
        var total = 0
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while clock.now < deadline {
            let remaining = clock.now.duration(to: deadline)
            var poller = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(max(1, remaining.seconds * 1000))
            guard poll(&poller, 1, milliseconds) > 0 else { continue }
            let count = read(controller, &buffer, buffer.count)
            guard count > 0 else { break }
            total += count
        }
        return total
    }

    /// Types `text` as if from the keyboard.
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
    }
}
