import DomainLayer
import Foundation

/// The board at the bottom of watch mode's stack of screens: the selected row (by id), the
/// collapsed sections, and whether a refresh asked for is under way. Its keys are in
/// `BoardScreen+Keys`.
struct BoardScreen: StackedScreen {
    /// What the board's keys ask for.
    enum Action: Equatable, Sendable {
        /// Show or hide this category's races.
        case toggle(RaceCategory)
        /// Show every category's races.
        case showAll
        /// Fetch the board now.
        case refresh
        /// Move the selection this many rows down (up when negative).
        case moveSelection(by: Int)
        /// Star the selected race's meeting, or unstar it.
        case toggleStar
        /// Collapse the selected race's section to its header, or expand the selected collapsed one.
        case toggleCollapse
        /// Open the selected race's card over the board.
        case openCard
        /// Open the day's meetings over the board.
        case openMeetings
        /// Open the help over the board.
        case openHelp
    }

    /// The selected row.
    private(set) var selection = WatchSelection()
    /// The sections collapsed to their headers.
    private(set) var collapsedSections = CollapsedSections()
    /// The board as last shown, which the keys act on.
    private var shownBoard: ReadyBoard?
    /// True from a refresh asked for by key until the interactor's next board.
    private var isRefreshing = false

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

    mutating func reduce(_ action: Action, in context: WatchContext) -> ScreenOutcome {
        switch action {
        case .toggle(let category):
            return ScreenOutcome(effects: [.board(.setFilter(Self.toggling(category, in: context.filter)))])
        case .showAll:
            return ScreenOutcome(effects: [.board(.setFilter(.all))])
        case .refresh:
            isRefreshing = true
            return ScreenOutcome(effects: [.board(.refresh)])
        case .moveSelection(let offset):
            selection.move(by: offset, in: selectableRows)
        case .toggleStar:
            if let race = selectedRace(in: context.races) {
                return ScreenOutcome(effects: [.toggleStar(meetingName: race.meetingName)])
            }
        case .toggleCollapse:
            if let shownBoard { collapsedSections.toggle(at: &selection, on: shownBoard) }
        case .openCard:
            if let race = selectedRace(in: context.races) { return .opening(race) }
        case .openMeetings:
            return ScreenOutcome(
                transition: .push(.racingDay(RacingDayScreen())), effects: [.racingDay(.open)])
        case .openHelp:
            return .openingHelp(listing: Self.helpSection)
        }
        return ScreenOutcome()
    }

    /// A refresh asked for by key ends with the first board the interactor sends after it.
    mutating func receive(_ event: WatchEvent, in context: WatchContext) {
        if case .snapshot(let snapshot) = event { isRefreshing = snapshot.isRefreshing }
    }

    /// The board in `context`, and how the person has arranged it; the selection follows it.
    mutating func body(in context: WatchContext) -> BoardPane {
        let state = context.presenter.screenState(
            for: context.board, at: context.now, followed: context.followed)
        if case .ready(let board) = state {
            shownBoard = board
        } else {
            shownBoard = nil
        }
        selection.follow(selectableRows)
        let shownFilter = context.board?.filter ?? context.filter
        return BoardPane(
            state: state,
            arrangement: WatchArrangement(
                selected: selection.selected, collapsedSections: collapsedSections.titles),
            isRefreshing: isRefreshing || context.board?.isRefreshing == true,
            sections: context.settings.layout == .byCategory ? shownFilter.shownCategories.count : 0)
    }

    /// The races shown, in words.
    func title(in context: WatchContext) -> String? {
        context.racesDescription
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
