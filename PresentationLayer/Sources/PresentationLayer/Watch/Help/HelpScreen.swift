/// The help (`?`) over the board or the racing day: the section on that screen's keys it lists,
/// and how far it is scrolled. Its keys are in `HelpScreen+Keys`.
struct HelpScreen: StackedScreen {
    /// What the help's keys ask for.
    enum Action: Equatable, Sendable {
        /// Close the help, showing the screen under it.
        case close
        /// Scroll the help.
        case scroll(ScrollPosition.Move)
    }

    /// The section on the keys of the screen the help is over.
    let keys: WatchHelpViewModel.Section
    /// How far the help is scrolled.
    private var position = ScrollPosition()

    /// The help listing `keys`, the section on the keys of the screen it opens over, at its top.
    init(listing keys: WatchHelpViewModel.Section) {
        self.keys = keys
    }

    mutating func reduce(_ action: Action, in context: WatchContext) -> ScreenOutcome {
        switch action {
        case .close:
            return ScreenOutcome(transition: .pop)
        case .scroll(let move):
            position.apply(move, limits: scrollLimits(in: context))
            return ScreenOutcome()
        }
    }

    /// Keeps within the help's end after a resize.
    mutating func receive(_ event: WatchEvent, in context: WatchContext) {
        if case .resize = event { position.scroll(by: 0, limits: scrollLimits(in: context)) }
    }

    /// The help, scrolled as far as the person scrolled it.
    func body(in context: WatchContext) -> HelpPane {
        HelpPane(keys: keys, offset: position.offset)
    }

    /// The help shows the header of the screen under it.
    func title(in context: WatchContext) -> String? { nil }

    /// How the help scrolls in `context`.
    private func scrollLimits(in context: WatchContext) -> ScrollPosition.Limits {
        context.layout.helpScrolling(size: context.size, hasBanner: context.hasBanner, keys: keys)
    }
}
