import Foundation

/// Text a test compares with a file kept beside it, under `__Snapshots__/`, as
/// swift-argument-parser tests its own help output.
///
/// Run the tests with `NEXTTOGO_RECORD_SNAPSHOTS=1` to write the files afresh from what the
/// code produces now; review the diff before committing it.
public enum GoldenFile {
    /// Why a golden file could not be used.
    public struct Missing: Error, CustomStringConvertible {
        /// The file that is not there.
        public let path: String

        /// The problem, with the next step.
        public var description: String {
            "no golden file at \(path); run the tests with NEXTTOGO_RECORD_SNAPSHOTS=1 to record it"
        }
    }

    /// The expected text called `name` for the test file at `testFile`; when recording, first
    /// writes `actual` there.
    /// - Throws: `Missing` when the file is not there and the tests are not recording.
    public static func expected(
        for actual: String, named name: String, testFile: String = #filePath,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> String {
        let directory = URL(filePath: testFile).deletingLastPathComponent().appending(path: "__Snapshots__")
        let file = directory.appending(path: "\(name).txt")
        if environment["NEXTTOGO_RECORD_SNAPSHOTS"] == "1" {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: file)
        }
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw Missing(path: file.path)
        }
        return String(decoding: data, as: UTF8.self)
    }
}
