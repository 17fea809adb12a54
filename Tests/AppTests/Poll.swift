import Foundation

/// Calls `check` every 50 ms until it returns a value, and returns it; throws after `timeout`.
func poll<Value>(
    _ what: String, timeout: Duration = .seconds(40), _ check: () -> Value?
) async throws -> Value {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while true {
        if let value = check() {
            return value
        }
        guard clock.now < deadline else {
            throw PollTimeout(description: "Waited \(timeout) for \(what)")
        }
        try await Task.sleep(for: .milliseconds(50))
    }
}

/// What `poll` throws when its condition never held.
struct PollTimeout: Error, CustomStringConvertible {
    let description: String
}
