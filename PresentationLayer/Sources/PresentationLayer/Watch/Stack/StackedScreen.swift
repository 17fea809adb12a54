/// A screen of watch mode's stack (the board at the bottom, and over it the racing day, a race's
/// card or the help), in the spirit of The Composable Architecture's reducers: its state is its
/// stored properties, and it has its own actions, one table of keys that ask for them, a reducer
/// that acts on them and the body it shows. The parent (`WatchViewModel`) hands every screen the
/// same read-only `WatchContext` and routes a key to the screen on top; it never knows a
/// screen's words.
protocol StackedScreen: Sendable {
    /// What the screen's keys ask it to do.
    associatedtype Action: Equatable & Sendable
    /// What the screen shows, in words, for `WatchScreenLayout` to lay out.
    associatedtype Body: Sendable

    /// The screen's keys: what each asks for, and how the keys line and the help show it.
    static var keyBindings: KeyBindings<Action> { get }

    /// Acts on `action` in `context`: changes the screen's state, and says which effects to run
    /// and whether a screen opens over it or it closes.
    mutating func reduce(_ action: Action, in context: WatchContext) -> ScreenOutcome

    /// Takes `event` (anything but a key, which comes as an action), once `context` holds what it
    /// brought: a card takes its fetch, a screen that scrolls keeps within its end after a resize.
    mutating func receive(_ event: WatchEvent, in context: WatchContext)

    /// What the screen shows in `context`; mutating, for what it keeps across frames (the
    /// selection following the board, a card's field laid out once).
    mutating func body(in context: WatchContext) -> Body

    /// The words for the header while the screen shows, such as `meetings`; nil for those of the
    /// screen under it.
    func title(in context: WatchContext) -> String?
}

extension StackedScreen {
    /// Takes nothing from events but keys.
    mutating func receive(_ event: WatchEvent, in context: WatchContext) {}

    /// What `key` does on the screen, as its table says: its action reduced, or the end of the
    /// session; nil for a key that means nothing there.
    mutating func press(_ key: WatchKey, in context: WatchContext) -> ScreenOutcome? {
        switch Self.keyBindings.command(for: key) {
        case nil: nil
        case .end(let ending): ScreenOutcome(effects: [.quit(ending)])
        case .act(let action): reduce(action, in: context)
        }
    }
}
