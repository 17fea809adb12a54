/// The help as the watch screen shows it: the section on the keys of the screen it is over, and
/// the line shown first.
public struct HelpPane: Equatable, Sendable {
    /// The keys of the screen the help is over.
    public var keys: WatchHelpViewModel.Section
    /// The line of the help shown first, when it is scrolled; 0 for its top.
    public var offset: Int

    /// The help listing `keys`, scrolled to line `offset`.
    public init(keys: WatchHelpViewModel.Section, offset: Int = 0) {
        self.keys = keys
        self.offset = offset
    }
}
