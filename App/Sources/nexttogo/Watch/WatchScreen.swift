import DomainLayer
import Foundation
import PresentationLayer

/// The state of the full-screen board shared by the tasks of a watch session, and the one
/// place that writes frames to the terminal.
actor WatchScreen {
    private let stars: StarPreferences
    private let layout: BoardLayout
    private let limit: Int
    private let zone: StartTimeZone
    private let viewModel: LiveNextRacesViewModel
    private let renderer: WatchScreenRenderer
    private let clock: ClockTimeFormatter
    private var filter: CategoryFilter
    private var snapshot: NextRacesSnapshot?
    private var isRefreshing = false
    private var size: TerminalSize
    private var lastFrame: [ScreenLine]?
    private var alerts: JumpAlerts?
    private let notifier: DesktopNotifier

    init(
        filter: CategoryFilter, stars: StarPreferences, layout: BoardLayout, limit: Int, zone: StartTimeZone,
        viewModel: LiveNextRacesViewModel,
        renderer: WatchScreenRenderer, alerts: JumpAlerts?, notifier: DesktopNotifier
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
        size = TerminalSize.of(STDOUT_FILENO) ?? TerminalSize(columns: 80, rows: 24)
    }

    /// Takes a new board from the interactor and shows it.
    func receive(_ snapshot: NextRacesSnapshot) {
        self.snapshot = snapshot
        // A refresh asked for by key ends with the first board the interactor sends after it.
        isRefreshing = snapshot.isRefreshing
        redraw()
    }

    /// Acts on a key; returns an exit status when the key ends the session.
    func handle(_ key: UInt8, control: NextRacesControl) -> Int32? {
        switch WatchKeyReducer.action(for: key, filter: filter) {
        case .setFilter(let newFilter):
            filter = newFilter
            control.send(.setFilter(newFilter))
            redraw()
        case .refresh:
            isRefreshing = true
            control.send(.refresh)
            redraw()
        case .quit:
            return WatchSession.ExitStatus.quit
        case .interrupt:
            return WatchSession.ExitStatus.interrupted
        case nil:
            break
        }
        return nil
    }

    /// Re-reads the terminal's size and draws the whole screen again.
    func resize() {
        size = TerminalSize.of(STDOUT_FILENO) ?? size
        lastFrame = nil
        redraw()
    }

    /// Draws the screen as it is now, writing only what changed since the last frame; rings the
    /// bell and notifies for the races that alert now.
    func redraw() {
        let now = Date()
        let alerting = alerts?.update(board: snapshot?.races ?? [], at: now) ?? []
        let shownFilter = snapshot?.filter ?? filter
        let frame = renderer.frame(
            for: viewModel.screenState(for: snapshot, at: now),
            chrome: .init(
                racesDescription: shownFilter.racesDescription(starredOnly: stars.placement == .only),
                clockText: zone.labelling(clock.hoursMinutesAndSeconds(now)),
                isRefreshing: isRefreshing || snapshot?.isRefreshing == true,
                banner: alerts?.banner(at: now)),
            size: size, limit: limit,
            sections: layout == .byCategory ? shownFilter.shownCategories.count : 0)
        let bytes = lastFrame.map { FrameDiff.update(from: $0, to: frame) } ?? FrameDiff.fullRedraw(frame)
        lastFrame = frame
        StandardStreams.write((alerting.isEmpty ? "" : ANSIScreen.bell) + bytes, to: .standardOutput)
        for race in alerting {
            notifier.notify(JumpAlertText.notification(for: race, at: now, clock: clock))
        }
    }
}
