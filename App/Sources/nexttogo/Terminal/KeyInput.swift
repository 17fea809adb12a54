@preconcurrency import Dispatch
import PresentationLayer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The keys pressed on a terminal, as an async sequence, read without blocking a thread while
/// none is pressed.
final class KeyInput: Sendable {
    /// How long to wait for the rest of an escape sequence after its start before taking the
    /// `ESC` as Escape pressed on its own. A terminal writes a whole sequence at once, so its
    /// parts arrive well within this even over a slow link, and a lone Escape still feels
    /// immediate.
    static let escapeSequenceWaitMilliseconds: Int32 = 100

    /// Each key as it is pressed; the sequence ends at end of input or when the input has gone.
    let keys: AsyncStream<WatchKey>
    private let source: any DispatchSourceRead

    /// Starts reading `descriptor`.
    init(descriptor: Int32 = STDIN_FILENO) {
        let (stream, continuation) = AsyncStream<WatchKey>.makeStream()
        keys = stream
        source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .global())
        source.setEventHandler { [source] in
            var decoder = KeyDecoder()
            var keys: [WatchKey] = []
            var isOpen = Self.readAvailable(from: descriptor, into: &decoder, keys: &keys)
            // Reads on until the bytes no longer end inside an escape sequence, or the rest of
            // one does not come in time; so no sequence is left half-read between two events.
            while isOpen, decoder.isWaitingForMore {
                var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                guard poll(&waiting, 1, Self.escapeSequenceWaitMilliseconds) > 0 else { break }
                isOpen = Self.readAvailable(from: descriptor, into: &decoder, keys: &keys)
            }
            keys += decoder.flush()
            for key in keys { continuation.yield(key) }
            if !isOpen {
                continuation.finish()
                source.cancel()
            }
        }
        source.resume()
        continuation.onTermination = { [source] _ in source.cancel() }
    }

    deinit {
        source.cancel()
    }

    /// Reads what is there from `descriptor` and decodes it; false at end of input, or when the
    /// input has gone (a terminal that was closed reads as end of input or fails with `EIO`).
    private static func readAvailable(
        from descriptor: Int32, into decoder: inout KeyDecoder, keys: inout [WatchKey]
    ) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count > 0 {
                keys += decoder.keys(from: buffer.prefix(count))
                return true
            }
            guard count < 0 else { return false }
            switch errno {
            case EINTR: continue
            // Nothing to read after all: the next event comes when there is.
            case EAGAIN, EWOULDBLOCK: return true
            default: return false
            }
        }
    }
}
