import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one writer for stdout and stderr: each text in one call, unbuffered, so output and errors
/// interleave in the order they happen, and every byte written or the failure reported.
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

    /// Writes `text` whole, or ends the program when stdout cannot take it.
    ///
    /// A reader that has gone (a closed pipe, as with `| head -1`) ends the program quietly with
    /// status 0; any other failure on stdout, such as a full disk, is one line on stderr and
    /// status 1. A failure on stderr cannot be reported anywhere, so it is ignored.
    static func write(_ text: String, to stream: Stream) {
        do {
            try writeAll(text, to: stream)
        } catch {
            guard stream == .standardOutput else { return }
            if !error.isReaderGone {
                try? writeAll(DiagnosticPrinter.line(.error("\(error)")), to: .standardError)
            }
            exit(error.isReaderGone ? 0 : 1)
        }
    }

    /// Writes every byte of `text`: retries short and interrupted writes, and waits for a
    /// non-blocking descriptor to take more rather than dropping the rest.
    /// - Throws: `OutputWriteError` when the descriptor cannot take the bytes.
    static func writeAll(_ text: String, to stream: Stream) throws(OutputWriteError) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { buffer in
                Foundation.write(stream.descriptor, buffer.baseAddress, buffer.count)
            }
            if written > 0 {
                bytes = bytes.dropFirst(written)
                continue
            }
            let code = written < 0 ? errno : EIO
            switch code {
            case EINTR:
                continue
            case EAGAIN, EWOULDBLOCK:
                try waitUntilWritable(stream.descriptor)
            default:
                throw OutputWriteError(code: code)
            }
        }
    }

    /// Waits until `descriptor` can take more bytes.
    private static func waitUntilWritable(_ descriptor: Int32) throws(OutputWriteError) {
        var waiting = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        while poll(&waiting, 1, -1) < 0 {
            guard errno == EINTR else { throw OutputWriteError(code: errno) }
        }
    }
}
