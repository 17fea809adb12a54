import DomainLayer

/// What a key press in watch mode asks for.
enum WatchAction: Equatable {
    /// Show this filter from now on.
    case setFilter(CategoryFilter)
    /// Fetch now: the board, or over the details the race card only.
    case refresh
    /// Move the selection this many rows down (up when negative).
    case moveSelection(by: Int)
    /// Star the selected race's meeting, or unstar it.
    case toggleStar
    /// Collapse the selected race's section to its header, or expand the selected collapsed one.
    case toggleCollapse
    /// Show the selected race's details and card over the board.
    case showDetails
    /// Close the details and card and show the board again.
    case closeDetails
    /// Show the day's meetings over the board.
    case showMeetings
    /// Open the selected meeting's races, or the selected race's card, over the meetings.
    case openRacingDayRow
    /// Go back one level from a meeting's races, or close the meetings.
    case racingDayBack
    /// Show the help (every key, and what the colours mean) in place of the board.
    case showHelp
    /// Close the help.
    case closeHelp
    /// Scroll the help this many lines down (up when negative).
    case scrollHelpLines(Int)
    /// Scroll the help this many pages down (up when negative).
    case scrollHelpPages(Int)
    /// Leave watch mode normally.
    case quit
    /// Leave watch mode as if interrupted (Ctrl-C).
    case interrupt
}

/// Turns key presses into actions.
///
/// On the board: `h` `g` `t` toggle horse, greyhound and harness, `a` shows all, `r` refreshes,
/// the up and down arrows (or `k` and `j`) move the selection, `s` stars, `c` collapses, Enter
/// shows the details and card, `m` the day's meetings, `?` the help, `q` quits, Ctrl-C interrupts; any other key
/// does nothing. Over the details, `q` and Ctrl-C still end the session, `r` refreshes the card,
/// and every other key closes them. Over the help, `?` and Escape close it, `q` and Ctrl-C end
/// the session, the arrows (or `k` and `j`) scroll it a line, Page Up and Page Down (or space)
/// a page, and every other key does nothing, so nothing changes unseen under it.
enum WatchKeyBindings {
    private static let toggles: [UInt8: RaceCategory] = [
        UInt8(ascii: "h"): .horse, UInt8(ascii: "g"): .greyhound, UInt8(ascii: "t"): .harness,
    ]
    private static let ctrlC: UInt8 = 0x03

    /// The action for `key` while `filter` is shown, over the details when `isShowingDetails`,
    /// or nil for a key that means nothing.
    static func action(for key: WatchKey, filter: CategoryFilter, isShowingDetails: Bool = false)
        -> WatchAction?
    {
        let letter: UInt8?
        if case .byte(let byte) = key {
            letter = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
        } else {
            letter = nil
        }
        switch letter {
        case UInt8(ascii: "q"): return .quit
        case ctrlC: return .interrupt
        default: break
        }
        if isShowingDetails { return letter == UInt8(ascii: "r") ? .refresh : .closeDetails }
        switch key {
        case .up: return .moveSelection(by: -1)
        case .down: return .moveSelection(by: 1)
        case .enter: return .showDetails
        case .escape, .backspace, .pageUp, .pageDown: return nil
        case .byte: break
        }
        guard let letter else { return nil }
        if let category = toggles[letter] {
            return .setFilter(toggling(category, in: filter))
        }
        switch letter {
        case UInt8(ascii: "a"): return .setFilter(.all)
        case UInt8(ascii: "r"): return .refresh
        case UInt8(ascii: "k"): return .moveSelection(by: -1)
        case UInt8(ascii: "j"): return .moveSelection(by: 1)
        case UInt8(ascii: "s"): return .toggleStar
        case UInt8(ascii: "c"): return .toggleCollapse
        case UInt8(ascii: "m"): return .showMeetings
        case UInt8(ascii: "?"): return .showHelp
        default: return nil
        }
    }

    /// The action for `key` while the racing day shows (and no card is open over it): the
    /// arrows (or `k` and `j`) select, Enter opens, Escape (or Backspace) goes back, `r`
    /// refreshes, `?` shows the help, `q` quits and Ctrl-C interrupts; nil for any other key.
    static func racingDayAction(for key: WatchKey) -> WatchAction? {
        switch key {
        case .up, .byte(UInt8(ascii: "k")), .byte(UInt8(ascii: "K")): .moveSelection(by: -1)
        case .down, .byte(UInt8(ascii: "j")), .byte(UInt8(ascii: "J")): .moveSelection(by: 1)
        case .enter: .openRacingDayRow
        case .escape, .backspace: .racingDayBack
        case .byte(UInt8(ascii: "r")), .byte(UInt8(ascii: "R")): .refresh
        case .byte(UInt8(ascii: "?")): .showHelp
        case .byte(UInt8(ascii: "q")), .byte(UInt8(ascii: "Q")): .quit
        case .byte(ctrlC): .interrupt
        default: nil
        }
    }

    /// The action for `key` while the help is shown, or nil for a key that means nothing there.
    static func helpAction(for key: WatchKey) -> WatchAction? {
        switch key {
        case .escape, .byte(UInt8(ascii: "?")): .closeHelp
        case .byte(UInt8(ascii: "q")), .byte(UInt8(ascii: "Q")): .quit
        case .byte(ctrlC): .interrupt
        case .up, .byte(UInt8(ascii: "k")), .byte(UInt8(ascii: "K")): .scrollHelpLines(-1)
        case .down, .byte(UInt8(ascii: "j")), .byte(UInt8(ascii: "J")): .scrollHelpLines(1)
        case .pageUp: .scrollHelpPages(-1)
        case .pageDown, .byte(UInt8(ascii: " ")): .scrollHelpPages(1)
        default: nil
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
