import Foundation
import Testing

extension Trait where Self == ConditionTrait {
    /// Runs a suite of the program in a real terminal where tmux is installed, and always under CI,
    /// where a missing tmux must fail the run instead of skipping it.
    static var needsTmux: Self {
        .enabled(
            if: TmuxSession.isAvailable || ProcessInfo.processInfo.environment["CI"] != nil, "needs tmux")
    }
}
