/// Where a command's words go: standard output and standard error, each text written whole and
/// in the order written.
protocol CommandOutput: Sendable {
    /// Writes `text` to `stream`.
    func write(_ text: String, to stream: StandardStreams.Stream)
}

/// The process's own standard output and error, written at once through `StandardStreams`.
struct ProcessOutput: CommandOutput {
    func write(_ text: String, to stream: StandardStreams.Stream) {
        StandardStreams.write(text, to: stream)
    }
}
