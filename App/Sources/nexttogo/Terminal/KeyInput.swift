@preconcurrency import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The bytes typed on a terminal, as an async sequence, read without blocking a thread.
final class KeyInput: Sendable {
    /// Each byte as it arrives; the sequence ends at end of input.
    let bytes: AsyncStream<UInt8>
    private let source: any DispatchSourceRead

    /// Starts reading `descriptor`.
    init(descriptor: Int32 = STDIN_FILENO) {
        let (stream, continuation) = AsyncStream<UInt8>.makeStream()
        bytes = stream
        source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .global())
        source.setEventHandler { [source] in
            var buffer = [UInt8](repeating: 0, count: 64)
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else {
                continuation.finish()
                source.cancel()
                return
            }
            for byte in buffer.prefix(count) { continuation.yield(byte) }
        }
        source.resume()
        continuation.onTermination = { [source] _ in source.cancel() }
    }

    deinit {
        source.cancel()
    }
}
