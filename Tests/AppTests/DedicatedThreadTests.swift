import Foundation
import Testing

@testable import NextToGoCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Blocking work runs on a thread of its own, named so that `top -H`, `/proc` and the benchmark
/// can tell it apart.
@Suite struct DedicatedThreadTests {
    @Test func theWorkRunsOnANewThreadThatCarriesTheName() async {
        let callerThread = pthread_self()
        let (name, isOtherThread) = await DedicatedThread.run(named: "nexttogo-watch") {
            (Self.systemNameOfThisThread(), pthread_equal(pthread_self(), callerThread) == 0)
        }
        #expect(name == "nexttogo-watch")
        #expect(isOtherThread)
    }

    /// The name the system knows the calling thread by.
    private static func systemNameOfThisThread() -> String? {
        #if os(Linux)
            let name = try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8)
            return name?.trimmingCharacters(in: .newlines)
        #else
            var buffer = [CChar](repeating: 0, count: 64)
            guard pthread_getname_np(pthread_self(), &buffer, buffer.count) == 0 else { return nil }
            return String(cString: buffer)
        #endif
    }
}
