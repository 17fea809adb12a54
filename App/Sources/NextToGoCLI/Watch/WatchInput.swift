import PresentationLayer

/// One thing a watch loop waits for: an event for the view-model, a signal for the terminal, the
/// end of the terminal's input, or the output closed.
enum WatchInput: Sendable, Equatable {
    /// A board, a key or a tick, for the view-model.
    case event(WatchEvent)
    /// A signal, such as `SIGWINCH` or `SIGTERM`.
    case signal(Int32)
    /// The terminal's input ended or failed: the terminal has gone.
    case inputEnded
    /// The output was closed under the program: the reader of its pipe has gone (as `head -1`
    /// goes after one line), or its terminal has.
    case outputClosed
}
