import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Debian's nginx with its Nchan module in front of a `nexttogo serve` on 127.0.0.1, run with the
/// configuration the docs give (`docs/nginx/nchan.conf`, its upstream and listen lines pointed at
/// the benchmark's ports) as one process in the foreground, with room for `connections` screens;
/// its files in a folder of its own, removed when it stops.
final class NchanFront {
    let pid: pid_t
    /// The port of 127.0.0.1 nginx listens on.
    let port: Int
    private let folder: URL
    private var stopped = false

    /// Debian's nginx, which is not on every user's `PATH`.
    static let executable = ["/usr/sbin/nginx", "/usr/bin/nginx"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
    /// Debian's Nchan module (`libnginx-mod-nchan`).
    static let module = "/usr/lib/nginx/modules/ngx_nchan_module.so"
    /// The configuration the docs give.
    static let documented = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("../docs/nginx/nchan.conf").standardized

    /// Starts nginx on `port` in front of serve on `upstreamPort`, and waits until it listens.
    /// - Throws: `BenchmarkFailure` when nginx or Nchan is missing, or nginx does not listen
    ///   within 10 s.
    init(port: Int, upstreamPort: Int, connections: Int) throws {
        guard let executable = Self.executable, FileManager.default.fileExists(atPath: Self.module) else {
            throw BenchmarkFailure(
                "--nchan needs Debian's nginx and Nchan: apt-get install nginx libnginx-mod-nchan")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "nexttogo-bench-nginx-\(getpid())")
        self.folder = folder
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var site = try String(contentsOf: Self.documented, encoding: .utf8)
        for (documented, local) in [
            ("server 127.0.0.1:8080;", "server 127.0.0.1:\(upstreamPort);"),
            ("listen 80;", "listen 127.0.0.1:\(port) backlog=4096;"),
        ] {
            guard site.contains(documented) else {
                throw BenchmarkFailure("\(Self.documented.path) no longer has `\(documented)`")
            }
            site = site.replacingOccurrences(of: documented, with: local)
        }
        let file = { (name: String) in "\"\(folder.appendingPathComponent(name).path)\"" }
        try site.write(to: folder.appendingPathComponent("site.conf"), atomically: false, encoding: .utf8)
        try """
        load_module "\(Self.module)";
        master_process off;
        worker_rlimit_nofile \(connections * 2 + 256);
        pid \(file("nginx.pid"));
        error_log \(file("error.log")) warn;
        events {
            worker_connections \(connections * 2 + 128);
        }
        http {
            access_log off;
            client_body_temp_path \(file("client_body"));
            proxy_temp_path \(file("proxy"));
            fastcgi_temp_path \(file("fastcgi"));
            uwsgi_temp_path \(file("uwsgi"));
            scgi_temp_path \(file("scgi"));
            include \(file("site.conf"));
        }

        """.write(to: folder.appendingPathComponent("nginx.conf"), atomically: false, encoding: .utf8)
        let null = open("/dev/null", O_RDWR)
        defer { close(null) }
        pid = try ChildProcess.spawn(
            [
                executable, "-p", folder.path + "/", "-c", folder.appendingPathComponent("nginx.conf").path,
                "-e", folder.appendingPathComponent("error.log").path, "-g", "daemon off;",
            ], streams: ChildProcess.Streams(input: null, output: null, error: null))
        self.port = port
        // nginx writes its pid file once it has read its configuration and bound its port.
        let pidFile = folder.appendingPathComponent("nginx.pid")
        for _ in 0..<200 {
            let written = (try? String(contentsOf: pidFile, encoding: .utf8)) ?? ""
            if written.trimmingCharacters(in: .whitespacesAndNewlines) == "\(pid)" { return }
            if kill(pid, 0) != 0 { break }
            usleep(50_000)
        }
        let log = errorLog
        stop()
        throw BenchmarkFailure("nginx did not listen within 10 s: \(log)")
    }

    deinit {
        stop()
    }

    /// What nginx has logged.
    var errorLog: String {
        (try? String(contentsOf: folder.appendingPathComponent("error.log"), encoding: .utf8)) ?? ""
    }

    /// nginx's memory now and at its most.
    var memory: ProcessMemory { ProcessMemory(pid: pid) }

    /// Ends nginx, streams open, and removes its folder. With SIGKILL: Debian's Nchan (1.3.6)
    /// frees its memory twice when a lone nginx process exits on SIGTERM, and aborts.
    func stop() {
        guard !stopped else { return }
        stopped = true
        kill(pid, SIGKILL)
        _ = ChildProcess.wait(pid)
        try? FileManager.default.removeItem(at: folder)
    }

    /// A port of 127.0.0.1 free now: the one the system gives a socket bound to port 0.
    static func freePort() throws -> Int {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw BenchmarkFailure("socket failed: \(errno)") }
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard named else { throw BenchmarkFailure("no free port of 127.0.0.1: \(errno)") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
