import Foundation
import Testing

extension Trait where Self == ConditionTrait {
    /// Runs a suite of the program in a real terminal where tmux is installed, and always under CI,
    /// where a missing tmux must fail the run instead of skipping it; not while
    /// `NEXTTOGO_TERMINAL_TESTS` is `later`, for a run that gives them a step of their own.
    static var needsTmux: Self {
        .enabled(if: TmuxSession.isWanted, "needs tmux, and not NEXTTOGO_TERMINAL_TESTS=later")
    }
}

extension Tag {
    /// The tests that drive the program in a real terminal through tmux (`TerminalTests`).
    @Tag static var terminal: Self
}

extension TmuxSession {
    /// True when the terminal tests should run now: tmux is here (or this is CI, where its absence
    /// must fail), and they are not put off until a step of their own.
    static var isWanted: Bool {
        let environment = ProcessInfo.processInfo.environment
        guard environment["NEXTTOGO_TERMINAL_TESTS"] != "later" else { return false }
        return isAvailable || environment["CI"] != nil
    }
}
