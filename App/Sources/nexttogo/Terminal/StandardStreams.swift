import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes text to stdout or stderr in one call, unbuffered, so output and errors interleave in
/// the order they happen.
enum StandardStreams {
    /// One of the process's standard output streams.
    enum Stream {
        case standardOutput
        case standardError

        var descriptor: Int32 {
            switch self {
            case .standardOutput: STDOUT_FILENO
            case .standardError: STDERR_FILENO
            }
        }
    }

    /// Writes `text` whole, retrying short writes; nothing for empty text.
    static func write(_ text: String, to stream: Stream) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { buffer in
                Foundation.write(stream.descriptor, buffer.baseAddress, buffer.count)
            }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}
