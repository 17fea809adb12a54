import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension ConfigFile {
    /// The file called `name` in the config file's folder, such as the record of sent alerts.
    public func fileBeside(named name: String) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(name)
    }

    /// The first `limit` bytes at most of the regular file called `name` beside the config; nil
    /// when there is none, or something else is there (a FIFO is never opened for reading, so
    /// it cannot hold the caller up), or it cannot be read.
    public func contentsOfFile(besideNamed name: String, upTo limit: Int) -> Data? {
        try? POSIXFile.contentsOfRegularFile(at: fileBeside(named: name).path, upTo: limit)
    }

    /// Replaces the file called `name` beside the config with `data`, whole, as the config itself
    /// is saved: written to a temporary file beside it and flushed, then renamed over it, so a
    /// crash leaves the old file or the new one. False, with nothing left behind, when it could
    /// not be.
    @discardableResult
    public func replaceFile(besideNamed name: String, with data: Data) -> Bool {
        let path = fileBeside(named: name).path
        let directory = (path as NSString).deletingLastPathComponent
        let temporary = "\(directory)/.\(name).\(UUID().uuidString).tmp"
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try POSIXFile.write(data, toNew: temporary, permissions: nil)
            try POSIXFile.rename(temporary, over: path)
        } catch {
            unlink(temporary)
            return false
        }
        POSIXFile.syncDirectory(directory)
        return true
    }
}
