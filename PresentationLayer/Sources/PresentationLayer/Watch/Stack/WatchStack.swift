/// Watch mode's screens: the board at the bottom, never closed, and the screens over it, the one
/// on top last; the one on top takes the keys.
struct WatchStack: Sendable {
    /// The board.
    private(set) var board = BoardScreen()
    /// The screens over the board, the one on top last.
    private var overlays: [WatchOverlay] = []

    /// What `key` does on the screen on top, with the stack changed as it says; nil for a key
    /// that means nothing there.
    mutating func press(_ key: WatchKey, in context: WatchContext) -> ScreenOutcome? {
        let outcome: ScreenOutcome?
        if overlays.isEmpty {
            outcome = board.press(key, in: context)
        } else {
            outcome = overlays[overlays.count - 1].press(key, in: context)
        }
        switch outcome?.transition {
        case .push(let overlay)?: overlays.append(overlay)
        case .pop?: overlays.removeLast()
        case .stay?, nil: break
        }
        return outcome
    }

    /// Hands `event` to every screen, the board first.
    mutating func receive(_ event: WatchEvent, in context: WatchContext) {
        board.receive(event, in: context)
        for index in overlays.indices {
            overlays[index].receive(event, in: context)
        }
    }

    /// What the board shows in `context`, and over it what each screen shows, the one on top last.
    mutating func bodies(in context: WatchContext) -> (board: BoardPane, overlays: [WatchPane]) {
        let board = board.body(in: context)
        var panes: [WatchPane] = []
        for index in overlays.indices {
            panes.append(overlays[index].body(in: context))
        }
        return (board, panes)
    }

    /// The header's words: those of the highest screen that has its own.
    func title(in context: WatchContext) -> String {
        ([board.title(in: context)] + overlays.map { $0.title(in: context) }).compactMap { $0 }.last ?? ""
    }
}
