import Foundation
import Synchronization
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What only the built `nexttogo` as a process shows: writing to outputs that fail, fill up or
/// close, every byte arrives, or one line on stderr says why and the exit status is 1, and a
/// reader that stops early is no error; and a copy of the program alone in an empty folder plays
/// the demo, with nothing it needs left behind in the build folder.
@Suite(.timeLimit(.minutes(2))) struct ProgramEndToEndTests {
    private let recording = "j-__next-to-go-react__payload-1768438793569"
    private let environment = ["TZ": "UTC"]

    @Test(arguments: [["--json"], [], ["--count", "50", "--group"]])
    func aFullDiskIsOneLineOnStderrAndExitStatusOne(options: [String]) async throws {
        let feed = try RecordedFeedServer(recording: recording, now: .system)
        defer { feed.server.stop() }
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        defer { try? full.close() }

        let output = try await ProgramRunner.run(
            ["--api-url", feed.server.baseURL.absoluteString] + options, environment: environment,
            standardOutput: full)

        #expect(output.status == 1 && !output.terminatedBySignal)
        let lines = output.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(output.stderr)")
        #expect(
            output.stderr.hasPrefix("nexttogo: cannot write the output: No space left on device;"),
            "\(output.stderr)")
    }

    @Test(arguments: [
        ["--help"], ["--version"], ["help", "race"], ["--generate-completion-script", "bash"],
    ])
    func theParsersOwnOutputToAFullDiskIsOneLineOnStderrAndExitStatusOne(arguments: [String]) async throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        defer { try? full.close() }

        let output = try await ProgramRunner.run(arguments, environment: environment, standardOutput: full)

        #expect(output.status == 1 && !output.terminatedBySignal)
        #expect(output.stderr.split(separator: "\n").count == 1, "\(output.stderr)")
        #expect(
            output.stderr.hasPrefix("nexttogo: cannot write the output: No space left on device;"),
            "\(output.stderr)")
    }

    @Test func aStarSavedButNotReportedIsAFailure() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        defer { try? full.close() }

        let output = try await ProgramRunner.run(
            ["star", "Flemington"], environment: ["XDG_CONFIG_HOME": directory.url.path], standardOutput: full
        )

        #expect(output.status == 1)
        #expect(output.stderr.hasPrefix("nexttogo: cannot write the output: No space left on device;"))
    }

    #if os(Linux)
        @Test func aNonBlockingPipeReadSlowlyGetsEveryByte() async throws {
            let pipe = try SmallPipe()
            defer { pipe.close() }
            pipe.makeWritingEndNonBlocking()
            let finished = Mutex<ProgramOutput?>(nil)
            // The demo's fifty races are some fifteen kilobytes of JSON, several pipefuls.
            let running = Task {
                let output = try await ProgramRunner.run(
                    ["--demo", "--json", "--count", "50"], environment: environment,
                    standardOutput: pipe.writingHandle)
                finished.withLock { $0 = output }
            }

            // The program has filled the pipe: it must now wait for the reader, not give up.
            try await poll("the program to fill the pipe") { pipe.unread >= pipe.capacity ? () : nil }
            var received = Data()
            let output = try await poll("the program to finish") { () -> ProgramOutput? in
                received += pipe.readAvailable()
                return finished.withLock { $0 }
            }
            try await running.value
            pipe.closeWritingEnd()
            received += pipe.readAvailable()

            #expect(output.status == 0, "\(output.stderr)")
            #expect(received.count > pipe.capacity)
            let records = try JSONSerialization.jsonObject(with: received) as? [[String: Any]]
            #expect(records?.count == 50, "\(received.count) bytes arrived")
        }

        @Test func aReaderThatStopsEarlyIsAQuietEnd() async throws {
            let pipe = try SmallPipe()
            defer { pipe.close() }
            let program = ProgramRunner.productsDirectory.appendingPathComponent("nexttogo").path
            let arguments = [program, "--demo", "--json", "--count", "50"]
            // With SIGPIPE ignored, as test runners and some shells leave it, the program sees the
            // reader gone as a failed write (EPIPE) instead of being ended by the signal.
            let running = Task {
                try await ProgramRunner.run(
                    ["-c", #"trap '' PIPE; exec "$0" "$@""#] + arguments, environment: environment,
                    executable: "/bin/sh", standardOutput: pipe.writingHandle)
            }

            // As `| head -1` does: read the first line, then go.
            try await poll("the program to write") { pipe.unread > 0 ? () : nil }
            pipe.closeReadingEnd()
            let output = try await running.value

            // The demo may say on stderr that its races are recorded; nothing says the write failed.
            #expect(!output.stderr.contains("cannot write"), "\(output.stderr)")
            #expect(output.status == 0 && !output.terminatedBySignal)
        }

        @Test func aWatchLogWhoseReaderStopsEarlyEndsQuietlyAtOnce() async throws {
            let pipe = try SmallPipe()
            defer { pipe.close() }
            // The demo's board changes next after a minute or more: far beyond this limit.
            let running = Task {
                try await ProgramRunner.run(
                    ["--watch", "--demo"], environment: environment, timeout: .seconds(30),
                    standardOutput: pipe.writingHandle)
            }

            // As `| head -1` does: read the first block's start, then go.
            try await poll("the log's first block") { pipe.unread > 0 ? () : nil }
            pipe.closeReadingEnd()
            let output = try await running.value

            #expect(!output.stderr.contains("cannot write"), "\(output.stderr)")
            #expect(output.status == 0 && !output.terminatedBySignal, "\(output.status)")
        }
    #endif

    @Test func aCopyOfTheProgramAloneInAnEmptyFolderPlaysTheDemo() async throws {
        let folder = try TemporaryDirectory()
        let elsewhere = try TemporaryDirectory()
        defer {
            folder.remove()
            elsewhere.remove()
        }
        let copy = try await folder.copyExecutable(
            ProgramRunner.productsDirectory.appendingPathComponent("nexttogo"), named: "nexttogo")

        let output = try await ProgramRunner.run(
            ["-c", #"cd "$1" && exec "$2" --demo"#, "sh", elsewhere.url.path, copy.path],
            executable: "/bin/sh")

        #expect(output.status == 0, "\(output.stderr)")
        #expect(TableOutput(output.stdout).rows.count == 5)
        // A resource bundle's accessor would name the bundle, and fall back to the build folder.
        // grep reads the 100 MB program, not one of the test process's few threads.
        let search = try await ProgramRunner.run(
            ["grep", "-q", "-F", "-e", ".resources", copy.path], executable: "/usr/bin/env")
        #expect(search.status == 1, "grep exits 1 when no line matches")
    }
}

#if os(Linux)
    /// A pipe made as small as Linux allows (one page), so a few kilobytes of output fill it.
    private final class SmallPipe: Sendable {
        /// `F_SETPIPE_SZ` from `<fcntl.h>`, which Swift does not import.
        private static let setPipeSize: Int32 = 1031

        let capacity: Int
        let writingHandle: FileHandle
        private let reading: Int32
        private let writing: Int32
        private let isReadingOpen = Mutex(true)
        private let isWritingOpen = Mutex(true)

        init() throws {
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else { throw POSIXError(.EMFILE) }
            reading = ends[0]
            writing = ends[1]
            capacity = Int(fcntl(writing, Self.setPipeSize, Int32(getpagesize())))
            writingHandle = FileHandle(fileDescriptor: writing, closeOnDealloc: false)
            // The reader never waits: it takes what is there.
            _ = fcntl(reading, F_SETFL, fcntl(reading, F_GETFL) | O_NONBLOCK)
        }

        /// Makes writes that would wait fail with `EAGAIN` instead, as when a terminal or
        /// another program leaves the descriptor non-blocking.
        func makeWritingEndNonBlocking() {
            _ = fcntl(writing, F_SETFL, fcntl(writing, F_GETFL) | O_NONBLOCK)
        }

        /// How many bytes are waiting to be read.
        var unread: Int {
            var count: Int32 = 0
            return ioctl(reading, UInt(FIONREAD), &count) == 0 ? Int(count) : 0
        }

        /// The bytes waiting to be read, without waiting for more.
        func readAvailable() -> Data {
            var data = Data()
            var buffer = [UInt8](repeating: 0, count: 65536)
            while case let count = read(reading, &buffer, buffer.count), count > 0 {
                data.append(contentsOf: buffer.prefix(count))
            }
            return data
        }

        /// Closes this process's copy of the writing end, so that reads end once the program's
        /// copy is closed too.
        func closeWritingEnd() {
            Self.closeOnce(writing, isOpen: isWritingOpen)
        }

        /// Closes the reading end: the program's next write finds no reader.
        func closeReadingEnd() {
            Self.closeOnce(reading, isOpen: isReadingOpen)
        }

        func close() {
            closeWritingEnd()
            closeReadingEnd()
        }

        private static func closeOnce(_ descriptor: Int32, isOpen: borrowing Mutex<Bool>) {
            let wasOpen = isOpen.withLock { isOpen in
                defer { isOpen = false }
                return isOpen
            }
            if wasOpen { _ = Glibc.close(descriptor) }
        }
    }
#endif
