import Foundation
import Testing

extension Trait where Self == ConditionTrait {
    /// Runs a suite of the program in a real terminal where tmux is installed, and always under CI,
    /// where a missing tmux must fail the run instead of skipping it.
    static var needsTmux: Self {
        .enabled(if: TmuxSession.isWanted, "needs tmux (apt-get install tmux)")
    }
}

extension Tag {
    /// The tests that drive the program in a real terminal through tmux (`TerminalTests`).
    @Tag static var terminal: Self
}

extension TmuxSession {
    /// True when the terminal tests should run: tmux is here, or this is CI, where its absence
    /// must fail.
    static var isWanted: Bool {
        isAvailable || ProcessInfo.processInfo.environment["CI"] != nil
    }
}
