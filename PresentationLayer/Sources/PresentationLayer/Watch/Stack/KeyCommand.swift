/// What a key asks of watch mode: an action of the screen on top, or the end of the session,
/// which `q` and Ctrl-C ask for on every screen.
enum KeyCommand<Action: Equatable & Sendable>: Equatable, Sendable {
    /// The screen on top acts.
    case act(Action)
    /// Watch mode ends, as the person asked.
    case end(WatchEnding)
}
