import Foundation

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
}
