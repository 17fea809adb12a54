import Foundation
import Testing

extension Trait where Self == ConditionTrait {
    /// Runs a suite in headless Chromium where it is installed, and always under CI, where a
    /// missing browser must fail the run instead of skipping it.
    static var needsChromium: Self {
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: BrowserCheck.chromium)
                || ProcessInfo.processInfo.environment["CI"] != nil,
            "needs Chromium (apt-get install chromium)")
    }
}
