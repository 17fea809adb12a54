import Foundation

/// A fresh directory under the system's temporary directory, removed by `remove()`.
struct TemporaryDirectory {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("nexttogo-tests-\(UUID().uuidString)", isDirectory: true)

    init() throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The names of the files in `directory` under this one (`nexttogo` by default).
    func fileNames(in directory: String = "nexttogo") -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.appendingPathComponent(directory).path))
            ?? [])
            .sorted()
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
