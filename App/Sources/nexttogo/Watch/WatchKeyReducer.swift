import DomainLayer

/// What a key press in watch mode asks for.
enum WatchAction: Equatable {
    /// Show this filter from now on.
    case setFilter(CategoryFilter)
    /// Fetch now.
    case refresh
    /// Leave watch mode normally.
    case quit
    /// Leave watch mode as if interrupted (Ctrl-C).
    case interrupt
}

/// Turns key presses into actions: `h` `g` `t` toggle horse, greyhound and harness, `a` shows
/// all, `r` refreshes, `q` quits, Ctrl-C interrupts; any other key does nothing.
enum WatchKeyReducer {
    private static let toggles: [UInt8: RaceCategory] = [
        UInt8(ascii: "h"): .horse, UInt8(ascii: "g"): .greyhound, UInt8(ascii: "t"): .harness,
    ]

    /// The action for `key` while `filter` is shown, or nil for a key that means nothing.
    static func action(for key: UInt8, filter: CategoryFilter) -> WatchAction? {
        let lowercased = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(key) ? key + 32 : key
        if let category = toggles[lowercased] {
            return .setFilter(toggling(category, in: filter))
        }
        switch lowercased {
        case UInt8(ascii: "a"): return .setFilter(.all)
        case UInt8(ascii: "r"): return .refresh
        case UInt8(ascii: "q"): return .quit
        case 0x03: return .interrupt
        default: return nil
        }
    }

    /// The filter with `category` switched: from the unfiltered screen a toggle shows only that
    /// category, and switching off the last one shows all again.
    static func toggling(_ category: RaceCategory, in filter: CategoryFilter) -> CategoryFilter {
        var chosen = filter.categories
        if chosen.contains(category) {
            chosen.remove(category)
        } else {
            chosen.insert(category)
        }
        return CategoryFilter(chosen)
    }
}
