import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The built `nexttogo` against odd and shared config files, with `XDG_CONFIG_HOME` in a
/// temporary directory: concurrent stars, a FIFO, a read-only file, escape sequences.
@Suite(.timeLimit(.minutes(2))) struct ConfigFileEndToEndTests {
    private func run(
        _ arguments: [String], in directory: TemporaryDirectory, timeout: Duration = .seconds(30)
    ) async throws -> ProgramOutput {
        try await CommandRunner.run(
            arguments, environment: ["XDG_CONFIG_HOME": directory.url.path], timeout: timeout)
    }

    private func configURL(in directory: TemporaryDirectory) throws -> URL {
        let folder = directory.url.appendingPathComponent("nexttogo")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent("config.json")
    }

    @Test func twentyConcurrentStarsAreAllKept() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let names = (1...20).map { "X\($0)" }

        let outputs = try await withThrowingTaskGroup(of: (String, ProgramOutput).self) { group in
            for name in names {
                group.addTask { (name, try await run(["star", name], in: directory)) }
            }
            return try await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
        }

        for name in names {
            let output = try #require(outputs[name])
            #expect(output.status == 0, "\(name): \(output.stderr)")
            #expect(output.stdout == "Starred \(name).\n")
        }
        let listed = try await run(["stars"], in: directory)
        #expect(Set(listed.stdout.split(separator: "\n").map(String.init)) == Set(names))
        #expect(directory.fileNames() == ["config.json", "config.json.lock"], "no temporary file is left")
    }

    @Test(arguments: [["star", "Ascot"], ["unstar", "Ascot"], ["stars"], ["--demo"]])
    func aFIFOAtTheConfigPathIsOneLineExitOneNeverAHangAndLeftAlone(arguments: [String]) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let config = try configURL(in: directory)
        #expect(mkfifo(config.path, 0o600) == 0)

        let output = try await run(arguments, in: directory, timeout: .seconds(10))

        #expect(output.status == 1)
        #expect(output.stdout == "")
        #expect(
            output.stderr
                == "nexttogo: the config file \(config.path) is a FIFO, not a regular file; move it away\n")
        var status = stat()
        #expect(lstat(config.path, &status) == 0)
        #expect(status.st_mode & S_IFMT == S_IFIFO, "the FIFO is still there")
        #expect(directory.fileNames() == ["config.json"])
    }

    @Test func aReadOnlyConfigIsRefusedWithAMessageAndLeftAsItWas() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let config = try configURL(in: directory)
        let contents = #"{"stars": ["Flemington"]}"#
        try Data(contents.utf8).write(to: config)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: config.path)

        let output = try await run(["star", "Ascot"], in: directory)

        #expect(output.status == 1)
        #expect(output.stdout == "")
        #expect(
            output.stderr
                == "nexttogo: the config file \(config.path) is read-only, so it is unchanged; "
                + "make it writable (chmod u+w) to save stars\n")
        #expect(try String(contentsOf: config, encoding: .utf8) == contents)
        let permissions = try FileManager.default.attributesOfItem(atPath: config.path)[.posixPermissions]
        #expect(permissions as? Int == 0o444)
    }

    @Test func escapeSequencesInNamesAndKeysNeverReachTheTerminal() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let config = try configURL(in: directory)
        try Data(#"{"stars": ["Rand\u001b[2Jwick"], "\u001b]0;pwned\u0007colour": 1}"#.utf8).write(to: config)

        let starred = try await run(["star", "Flem\u{1B}[31mington\u{07}"], in: directory)
        let listed = try await run(["stars"], in: directory)

        #expect(starred.status == 0)
        #expect(starred.stdout == "Starred Flemington.\n")
        #expect(starred.stderr.hasSuffix(#"has an unknown key "colour", ignored"# + "\n"))
        #expect(listed.stdout == "Randwick\nFlemington\n")
        for output in [starred.stdout, starred.stderr, listed.stdout, listed.stderr] {
            #expect(
                !output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" },
                "\(output.debugDescription)")
        }
    }
}
