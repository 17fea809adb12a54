import Foundation

/// The inputs `scripts/fuzz` saved in `Tests/DataLayerTests/FuzzRegressions/`: crashes it found,
/// and hand-made bodies at the edges of what JSON allows. The decoder's tests and the whole
/// pipeline's tests both replay them; test targets here bundle no resources, so the folder is
/// found by path.
public enum FuzzRegressionInputs {
    /// The folder that holds the inputs.
    public static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("DataLayerTests/FuzzRegressions", isDirectory: true)

    /// Every input's file name, in order; hidden files are left out.
    public static var names: [String] {
        let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
        return (names ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    /// The bytes of the input `name`.
    public static func data(named name: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(name))
    }
}
