import Synchronization

@testable import NextToGoCLI

/// A command's standard output and error, collected as an in-process run writes them.
final class CollectedOutput: CommandOutput {
    private let streams = Mutex((standardOutput: "", standardError: ""))

    func write(_ text: String, to stream: StandardStreams.Stream) {
        streams.withLock { streams in
            switch stream {
            case .standardOutput: streams.standardOutput += text
            case .standardError: streams.standardError += text
            }
        }
    }

    /// Everything written to standard output so far.
    var standardOutput: String { streams.withLock { $0.standardOutput } }
    /// Everything written to standard error so far.
    var standardError: String { streams.withLock { $0.standardError } }
}
