import DomainLayer
import Foundation
import PresentationLayer

/// The state of the full-screen board shared by the tasks of a watch session, and the one
/// place that writes frames to the terminal.
actor WatchScreen {
    private var stars: StarPreferences
    private let layout: BoardLayout
    private let limit: Int
    private let zone: StartTimeZone
    private let viewModel: LiveNextRacesViewModel
    private let renderer: WatchScreenRenderer
    private let clock: ClockTimeFormatter
    private let starToggle: MeetingStarToggle
    private var filter: CategoryFilter
    private var snapshot: NextRacesSnapshot?
    private var isRefreshing = false
    private var size: TerminalSize
    private var lastFrame: [ScreenLine]?
    private var alerts: JumpAlerts?
    private let notifier: DesktopNotifier
    private var selection = WatchSelection()
    private var collapsedSections = CollapsedSections()
    /// The race whose details are open; kept as last seen, so they stay open after it leaves.
    private var detailsRace: Race?
    private var notice: WatchScreenRenderer.Notice?
    /// The board as last drawn, which the keys act on.
    private var shownBoard: ReadyBoard?

    init(
        filter: CategoryFilter, stars: StarPreferences, layout: BoardLayout, limit: Int, zone: StartTimeZone,
        viewModel: LiveNextRacesViewModel, renderer: WatchScreenRenderer, alerts: JumpAlerts?,
        notifier: DesktopNotifier, starToggle: MeetingStarToggle
    ) {
        self.filter = filter
        self.stars = stars
        self.layout = layout
        self.limit = limit
        self.zone = zone
        clock = ClockTimeFormatter(timeZone: zone.timeZone)
        self.viewModel = viewModel
        self.renderer = renderer
        self.alerts = alerts
        self.notifier = notifier
        self.starToggle = starToggle
        size = TerminalSize.of(STDOUT_FILENO) ?? TerminalSize(columns: 80, rows: 24)
    }

    /// Takes a new board from the interactor and shows it.
    /// - Throws: `OutputWriteError` when the terminal cannot take the frame.
    func receive(_ snapshot: NextRacesSnapshot) throws(OutputWriteError) {
        self.snapshot = snapshot
        // A refresh asked for by key ends with the first board the interactor sends after it.
        isRefreshing = snapshot.isRefreshing
        if let shown = detailsRace, let fresh = snapshot.races.first(where: { $0.id == shown.id }) {
            detailsRace = fresh
        }
        try redraw()
    }

    /// Acts on a key; returns an exit status when the key ends the session.
    /// - Throws: `OutputWriteError` when the terminal cannot take the frame.
    func handle(_ key: Key, control: NextRacesControl) throws(OutputWriteError) -> Int32? {
        let action = WatchKeyReducer.action(for: key, filter: filter, isShowingDetails: detailsRace != nil)
        if action != nil { notice = nil }
        switch action {
        case .setFilter(let newFilter):
            filter = newFilter
            control.send(.setFilter(newFilter))
        case .refresh:
            isRefreshing = true
            control.send(.refresh)
        case .moveSelection(let offset):
            selection.move(by: offset, in: selectableRows)
        case .toggleStar:
            guard let race = selectedRace() else { break }
            toggleStar(of: race, control: control)
        case .toggleCollapse:
            if let shownBoard { collapsedSections.toggle(at: &selection, on: shownBoard) }
        case .showDetails:
            detailsRace = selectedRace()
        case .closeDetails:
            detailsRace = nil
        case .quit:
            return WatchSession.ExitStatus.quit
        case .interrupt:
            return WatchSession.ExitStatus.interrupted
        case nil:
            return nil
        }
        try redraw()
        return nil
    }

    /// Re-reads the terminal's size and draws the whole screen again.
    /// - Throws: `OutputWriteError` when the terminal cannot take the frame.
    func resize() throws(OutputWriteError) {
        size = TerminalSize.of(STDOUT_FILENO) ?? size
        lastFrame = nil
        try redraw()
    }

    /// Gives `terminal` back and stops the program (Ctrl-Z); once it is continued, takes the
    /// terminal again and draws the whole screen. No frame is drawn in between.
    /// - Throws: `OutputWriteError` when the terminal cannot take the frame.
    func suspend(_ terminal: FullScreenTerminal) throws(OutputWriteError) {
        terminal.suspend()
        try resize()
    }

    /// Takes `terminal` again after the program was stopped and continued, and draws the whole
    /// screen.
    /// - Throws: `OutputWriteError` when the terminal cannot take the frame.
    func takeBack(_ terminal: FullScreenTerminal) throws(OutputWriteError) {
        terminal.take()
        try resize()
    }

    /// Draws the screen as it is now, writing only what changed since the last frame; rings the
    /// bell and notifies for the races that alert now.
    /// - Throws: `OutputWriteError` when the terminal cannot take the frame.
    func redraw() throws(OutputWriteError) {
        let now = Date()
        let alerting = alerts?.update(board: snapshot?.races ?? [], at: now) ?? []
        let shownFilter = snapshot?.filter ?? filter
        let state = viewModel.screenState(for: snapshot, at: now)
        if case .ready(let board) = state {
            shownBoard = board
        } else {
            shownBoard = nil
        }
        selection.follow(selectableRows)
        let frame = renderer.frame(
            for: state,
            chrome: .init(
                racesDescription: snapshot?.racesDescription
                    ?? filter.racesDescription(starredOnly: stars.placement == .only),
                clockText: zone.labelling(clock.hoursMinutesAndSeconds(now)),
                isRefreshing: isRefreshing || snapshot?.isRefreshing == true,
                banner: alerts?.banner(at: now), notice: notice),
            size: size, limit: limit,
            sections: layout == .byCategory ? shownFilter.shownCategories.count : 0,
            arrangement: .init(
                selected: selection.selected, collapsedSections: collapsedSections.titles,
                details: detailsRace.map { race in
                    .init(
                        viewModel: RaceDetailsViewModel(race: race, now: now, clock: clock),
                        isStarred: stars.isStarred(race))
                }))
        let bytes = lastFrame.map { FrameDiff.update(from: $0, to: frame) } ?? FrameDiff.fullRedraw(frame)
        lastFrame = frame
        try StandardStreams.writeAll((alerting.isEmpty ? "" : ANSIScreen.bell) + bytes, to: .standardOutput)
        for race in alerting {
            notifier.notify(JumpAlertText.notification(for: race, at: now, clock: clock))
        }
    }

    /// The rows the selection can rest on, top to bottom.
    private var selectableRows: [SelectableRow] {
        shownBoard.map { WatchSelection.rows(of: $0, collapsed: collapsedSections.titles) } ?? []
    }

    /// The selected race; nil when a collapsed section is selected. With nothing selected yet,
    /// selects the first row instead, so a person sees what the key will act on.
    private func selectedRace() -> Race? {
        guard let selected = selection.selected else {
            selection.move(by: 0, in: selectableRows)
            return nil
        }
        guard case .race(let id) = selected else { return nil }
        return snapshot?.races.first { $0.id == id }
    }

    /// Stars the meeting of `race` in the config file, or unstars it, and has the board place
    /// and mark its races at once; a config file that cannot be used is left as it is, and the
    /// status line says why.
    private func toggleStar(of race: Race, control: NextRacesControl) {
        let outcome = starToggle.toggle(race.meetingName)
        notice = WatchScreenRenderer.Notice(text: outcome.message, isProblem: outcome.isFailure)
        switch outcome {
        case .starred(_, let meetings), .unstarred(_, let meetings):
            stars.meetings = meetings
            // Marks the rows in hand at once; the interactor's next board, a moment later,
            // places them too.
            snapshot?.stars.meetings = meetings
            alerts?.followStarredMeetings(meetings)
            control.send(.setStarredMeetings(meetings))
        case .failed:
            break
        }
    }
}
