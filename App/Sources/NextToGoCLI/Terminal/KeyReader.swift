import PresentationLayer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads the keys pressed on a terminal, for a loop that waits with `poll(2)` until its
/// descriptor is readable.
struct KeyReader: Sendable {
    /// How long to wait for the rest of an escape sequence after its start before taking the
    /// `ESC` as Escape pressed on its own. A terminal writes a whole sequence at once, so its
    /// parts arrive well within this even over a slow link, and a lone Escape still feels
    /// immediate.
    static let escapeSequenceWaitMilliseconds: Int32 = 100
    /// The most bytes one read takes.
    static let readSize = 64

    /// What one `readKeys()` found.
    struct Reading {
        /// The keys, in the order they were pressed.
        var keys: [WatchKey] = []
        /// False at end of input, or when the input has gone (a terminal that was closed reads
        /// as end of input or fails with `EIO`): nothing more will come.
        var isOpen = true
    }

    /// The terminal's descriptor.
    let descriptor: Int32
    private var decoder = KeyDecoder()

    /// Reads `descriptor`.
    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The keys in what can be read now, without blocking when the descriptor is readable. Reads
    /// on while the bytes end inside an escape sequence, until its rest comes or does not come in
    /// time, so no sequence is left half-read between two calls.
    mutating func readKeys() -> Reading {
        var reading = Reading()
        reading.isOpen = readAvailable(into: &reading.keys)
        while reading.isOpen, decoder.isWaitingForMore, waitForMore() {
            reading.isOpen = readAvailable(into: &reading.keys)
        }
        reading.keys += decoder.flush()
        return reading
    }

    /// Waits up to the escape sequence wait for more to read; false when none came.
    private func waitForMore() -> Bool {
        var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&waiting, 1, Self.escapeSequenceWaitMilliseconds)
            if ready < 0, errno == EINTR { continue }
            return ready > 0
        }
    }

    /// Reads what is there and decodes it; false at end of input or when the input has gone.
    private mutating func readAvailable(into keys: inout [WatchKey]) -> Bool {
        var buffer = [UInt8](repeating: 0, count: Self.readSize)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count > 0 {
                keys += decoder.keys(from: buffer.prefix(count))
                return true
            }
            guard count < 0 else { return false }
            switch errno {
            case EINTR: continue
            // Nothing to read after all: the next poll says when there is.
            case EAGAIN, EWOULDBLOCK: return true
            default: return false
            }
        }
    }
}
