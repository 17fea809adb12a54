import Foundation
import Spawning

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension SpawnedProgram {
    /// Kills the program if it still runs, waits for it, and removes `folder`, its working folder:
    /// how a test's nginx or Redis ends, whether the test passed or not.
    func end(removing folder: URL) {
        send(SIGKILL)
        waitUntilExit()
        try? FileManager.default.removeItem(at: folder)
    }
}
