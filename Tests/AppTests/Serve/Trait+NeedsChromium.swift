import Foundation
import Testing

extension Trait where Self == ConditionTrait {
    /// Runs a suite in headless Chromium only when `NEXTTOGO_BROWSER_TESTS` is set: a browser
    /// starting beside the hundreds of programs and terminals the rest of the suite runs at once
    /// slows them all on a small machine, so `.ci/run` runs these tests in a step of their own,
    /// where a missing browser fails the run.
    static var needsChromium: Self {
        .enabled(
            if: ProcessInfo.processInfo.environment["NEXTTOGO_BROWSER_TESTS"] != nil,
            "runs alone: NEXTTOGO_BROWSER_TESTS=1 swift test --filter ServeBrowserTests")
    }
}
