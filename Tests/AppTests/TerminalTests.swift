import Testing

/// The suites that drive the program in a real terminal through tmux, gathered under one name so
/// that `swift test --filter TerminalTests` runs just them.
@Suite(.needsTmux, .tags(.terminal)) enum TerminalTests {}
