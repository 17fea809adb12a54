import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few system calls the config file needs, each reporting a failure as a `Failure`.
enum POSIXFile {
    /// Why a file could not be read or written.
    enum Failure: Error, Equatable {
        /// A system call failed, for this reason in words, such as `Permission denied`.
        case system(reason: String)
        /// A regular file was expected and something else is there, such as `a FIFO`.
        case notRegularFile(kind: String)

        init(errno code: Int32) {
            self = .system(reason: String(cString: strerror(code)))
        }
    }

    /// What is at a path, by `stat`, or nil when nothing is.
    struct Status: Equatable {
        /// The `S_IFMT` bits of the mode.
        let type: mode_t
        /// The permission bits of the mode (`0o644`).
        let permissions: mode_t

        init(_ status: stat) {
            type = status.st_mode & S_IFMT
            permissions = status.st_mode & 0o7777
        }

        /// True for a regular file.
        var isRegularFile: Bool { type == S_IFREG }

        /// What kind of thing this is, in a few words: `a FIFO`, `a directory`.
        var kind: String {
            switch type {
            case S_IFREG: "a regular file"
            case S_IFDIR: "a directory"
            case S_IFIFO: "a FIFO"
            case S_IFSOCK: "a socket"
            case S_IFCHR, S_IFBLK: "a device"
            case S_IFLNK: "a symbolic link"
            default: "not a regular file"
            }
        }
    }

    /// What is at `path`, following symbolic links; nil when nothing is (a dangling link
    /// included).
    static func status(of path: String) throws(Failure) -> Status? {
        var buffer = stat()
        guard stat(path, &buffer) == 0 else {
            if errno == ENOENT { return nil }
            throw Failure(errno: errno)
        }
        return Status(buffer)
    }

    /// The bytes of the regular file at `path`, the first `limit` of them at most, or nil when
    /// there is none. Anything else there, such as a FIFO, is `Failure.notRegularFile` and is
    /// never read; opening never blocks.
    static func contentsOfRegularFile(at path: String, upTo limit: Int = .max) throws(Failure) -> Data? {
        guard let before = try status(of: path) else { return nil }
        guard before.isRegularFile else { throw .notRegularFile(kind: before.kind) }
        // Non-blocking, so that a FIFO swapped in since the `stat` cannot hold up the open.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw Failure(errno: errno)
        }
        defer { close(descriptor) }
        var opened = stat()
        guard fstat(descriptor, &opened) == 0 else { throw Failure(errno: errno) }
        guard Status(opened).isRegularFile else { throw .notRegularFile(kind: Status(opened).kind) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while data.count < limit {
            let count = read(descriptor, &buffer, min(buffer.count, limit - data.count))
            if count == 0 { return data }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(errno: errno)
            }
            data.append(contentsOf: buffer[..<count])
        }
        return data
    }

    /// The path `path` leads to once every symbolic link on it is followed: itself when it is
    /// not a link; the target, which may not exist yet, when it is.
    static func resolvingLinks(_ path: String) throws(Failure) -> String {
        var current = path
        // As many links as the kernel follows before it gives up with ELOOP.
        for _ in 0..<40 {
            var buffer = stat()
            guard lstat(current, &buffer) == 0 else {
                if errno == ENOENT { return current }
                throw Failure(errno: errno)
            }
            guard buffer.st_mode & S_IFMT == S_IFLNK else { return current }
            var target = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &target, target.count - 1)
            guard length >= 0 else { throw Failure(errno: errno) }
            let destination = String(decoding: target[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current =
                destination.hasPrefix("/")
                ? destination
                : (current as NSString).deletingLastPathComponent + "/" + destination
        }
        throw Failure(errno: ELOOP)
    }

    /// Creates the file at `path`, which must not exist, writes `data` to it and flushes it.
    /// Its permissions are `permissions` exactly when given (those of the file it replaces),
    /// else `0o644` less the umask.
    static func write(_ data: Data, toNew path: String, permissions: mode_t?) throws(Failure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions ?? 0o644)
        guard descriptor >= 0 else { throw Failure(errno: errno) }
        var failure: Failure?
        if let permissions, fchmod(descriptor, permissions) != 0 {
            failure = Failure(errno: errno)
        }
        var remaining = data[...]
        while failure == nil, !remaining.isEmpty {
            let written = remaining.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if written > 0 {
                remaining = remaining.dropFirst(written)
            } else if errno != EINTR {
                failure = Failure(errno: errno)
            }
        }
        if failure == nil, fsync(descriptor) != 0 {
            failure = Failure(errno: errno)
        }
        if close(descriptor) != 0, failure == nil {
            failure = Failure(errno: errno)
        }
        if let failure { throw failure }
    }

    /// Renames `source` over `destination`.
    static func rename(_ source: String, over destination: String) throws(Failure) {
        if Foundation.rename(source, destination) != 0 { throw Failure(errno: errno) }
    }

    /// Flushes the directory at `path` to disk, making a rename in it durable; best effort.
    static func syncDirectory(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        if descriptor >= 0 {
            fsync(descriptor)
            close(descriptor)
        }
    }
}
