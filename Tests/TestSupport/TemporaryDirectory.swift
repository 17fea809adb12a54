import Foundation

/// A fresh directory under the system's temporary directory, removed by `remove()`.
public struct TemporaryDirectory: Sendable {
    /// Where the directory is.
    public let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("nexttogo-tests-\(UUID().uuidString)", isDirectory: true)

    /// Makes the directory.
    public init() throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The names of the files in `directory` under this one (`nexttogo` by default).
    public func fileNames(in directory: String = "nexttogo") -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.appendingPathComponent(directory).path))
            ?? [])
            .sorted()
    }

    /// Removes the directory and everything in it.
    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
