import Testing

/// The suites that drive the program in a real terminal through tmux, gathered under one name so
/// that `.ci/run` can run them in a step of their own, on a machine not busy with the rest of the
/// suite: `NEXTTOGO_TERMINAL_TESTS=later swift test`, then `swift test --filter TerminalTests`.
@Suite(.needsTmux, .tags(.terminal)) enum TerminalTests {}
