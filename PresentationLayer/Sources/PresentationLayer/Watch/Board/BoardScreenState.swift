import DomainLayer
import Foundation

/// The board at the bottom of watch mode's stack of screens: the selected row (by id) and the
/// collapsed sections, and its keys. `h` `g` `t` toggle horse, greyhound and harness, `a` shows
/// all, `r` refreshes, the arrows (or `k` and `j`) move the selection, `s` stars, `c`
/// collapses, Enter opens the card, `m` the day's meetings and `?` the help; any other key does
/// nothing.
struct BoardScreenState: Sendable {
    /// The selected row.
    private(set) var selection = WatchSelection()
    /// The sections collapsed to their headers.
    private(set) var collapsedSections = CollapsedSections()
    /// The board as last shown, which the keys act on.
    private var shownBoard: ReadyBoard?

    private static let toggles: [UInt8: RaceCategory] = [
        UInt8(ascii: "h"): .horse, UInt8(ascii: "g"): .greyhound, UInt8(ascii: "t"): .harness,
    ]

    /// The action for `key` on the board while `filter` is shown, or nil for a key that means
    /// nothing there.
    static func action(for key: WatchKey, filter: CategoryFilter) -> WatchAction? {
        if let ending = key.endingAction { return ending }
        switch key {
        case .up: return .moveSelection(by: -1)
        case .down: return .moveSelection(by: 1)
        case .enter: return .showDetails
        case .escape, .backspace, .pageUp, .pageDown: return nil
        case .byte: break
        }
        guard let letter = key.letter else { return nil }
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

    /// Takes the board the screen shows now (none while it loads, is empty or failed); the
    /// selection follows it.
    mutating func show(_ state: ScreenState) {
        if case .ready(let board) = state {
            shownBoard = board
        } else {
            shownBoard = nil
        }
        selection.follow(selectableRows)
    }

    /// What `action` does on the board at `now`, with `races` the races in hand: a new filter
    /// is set in `filter`, and a refresh asked for sets `isRefreshing`.
    mutating func press(
        _ action: WatchAction, races: [Race], filter: inout CategoryFilter, isRefreshing: inout Bool,
        now: Date
    ) -> WatchKeyOutcome {
        switch action {
        case .setFilter(let newFilter):
            filter = newFilter
            return WatchKeyOutcome(effects: [.send(.setFilter(newFilter))])
        case .refresh:
            isRefreshing = true
            return WatchKeyOutcome(effects: [.send(.refresh)])
        case .moveSelection(let offset):
            selection.move(by: offset, in: selectableRows)
        case .toggleStar:
            if let race = selectedRace(in: races) {
                return WatchKeyOutcome(effects: [.toggleStar(meetingName: race.meetingName)])
            }
        case .toggleCollapse:
            if let shownBoard { collapsedSections.toggle(at: &selection, on: shownBoard) }
        case .showDetails:
            if let race = selectedRace(in: races) { return .opening(race) }
        case .showMeetings:
            return WatchKeyOutcome(
                transition: .push(.meetings(MeetingsScreenState())), effects: [.openMeetings])
        case .showHelp:
            return WatchKeyOutcome(transition: .push(.help(HelpScreenState(over: .board))))
        default:
            break
        }
        return WatchKeyOutcome()
    }

    /// The rows the selection can rest on, top to bottom.
    private var selectableRows: [SelectableRow] {
        shownBoard.map { WatchSelection.rows(of: $0, collapsed: collapsedSections.titles) } ?? []
    }

    /// The selected race among `races`; nil when a collapsed section is selected. With nothing
    /// selected yet, selects the first row instead, so a person sees what the key will act on.
    private mutating func selectedRace(in races: [Race]) -> Race? {
        guard let selected = selection.selected else {
            selection.move(by: 0, in: selectableRows)
            return nil
        }
        guard case .race(let id) = selected else { return nil }
        return races.first { $0.id == id }
    }
}
