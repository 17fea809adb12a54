import PresentationLayer

/// One thing a watch loop waits for: an event for the view-model, a signal for the terminal, or
/// the end of the terminal's input.
enum WatchInput: Sendable, Equatable {
    /// A board, a key or a tick, for the view-model.
    case event(WatchEvent)
    /// A signal, such as `SIGWINCH` or `SIGTERM`.
    case signal(Int32)
    /// The terminal's input ended or failed: the terminal has gone.
    case inputEnded
}
