import DomainLayer
import PresentationLayer
import SharedUtils

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one loop of the full-screen watch, on a thread of its own: waits for the inputs in one
/// `poll(2)`, hands the events to the view-model in order, runs the effects it asks for and draws
/// the screen it gives.
struct FullScreenWatchLoop {
    /// What the loop waits for; async effects post what they bring to `inputs.inbox`.
    var inputs: WatchInputPoller
    /// The screen's state and rules.
    var model: WatchViewModel
    /// Draws the frames.
    var painter: WatchScreenPainter
    /// Where the time of each event comes from.
    let dates: DateSource
    /// Steers the interactor.
    let control: NextRacesControl
    /// Fetches the race card open over the board.
    let cards: RaceCardFollower
    /// Fetches the racing day while the meetings (`m`) are open.
    let racingDay: RacingDayFollower
    /// Saves the stars `s` asks for, off this thread: the outcome comes back to the inbox.
    let starSaver: StarSaver
    /// Shows the jump alerts on the desktop.
    let notifier: DesktopNotifier
    /// The terminal, given back on Ctrl-Z and taken again on `fg`.
    let fullScreen: FullScreenTerminal

    /// Waits for inputs and acts on them until one ends the session; returns the exit status.
    /// Blocks the calling thread throughout. The terminal failing to take a frame ends the
    /// session as a hang-up, since that is what a terminal that fails does.
    mutating func run() -> Int32 {
        do {
            while true {
                for input in inputs.next() {
                    if let status = try step(input) { return status }
                }
            }
        } catch {
            return WatchExitStatus.hungUp
        }
    }

    /// Acts on `input`; returns an exit status when it ends the session.
    /// - Throws: `OutputWriteError` when the terminal cannot take the frame.
    mutating func step(_ input: WatchInput) throws(OutputWriteError) -> Int32? {
        switch input {
        case .event(let event):
            return try perform(event)
        case .inputEnded, .outputClosed:
            // A raw terminal's input ends, and its output closes, only when the terminal has gone.
            return WatchExitStatus.hungUp
        case .signal(SIGWINCH):
            return try perform(.resize(currentSize))
        case .signal(SIGTSTP):
            fullScreen.suspend()
            return try perform(.resize(currentSize))
        case .signal(SIGCONT):
            fullScreen.take()
            return try perform(.resize(currentSize))
        case .signal(let signal):
            return WatchExitStatus.ending(on: signal)
        }
    }

    /// The terminal's size now, or the size last drawn when it cannot be read.
    private var currentSize: ScreenSize {
        ScreenSize.of(STDOUT_FILENO) ?? model.screen.size
    }

    /// Hands `event` to the view-model, runs the effects, draws the screen, then notifies.
    private mutating func perform(_ event: WatchEvent) throws(OutputWriteError) -> Int32? {
        var ringsBell = false
        var notifications: [JumpAlertText.Notification] = []
        for effect in model.handle(event, at: dates.now()) {
            switch effect {
            case .board(let command): control.send(command)
            case .raceCard(let request): cards.send(request)
            case .racingDay(let request): racingDay.send(request)
            case .toggleStar(let meetingName): starSaver.request(meetingName)
            case .redrawAll: painter.forget()
            case .ringBell: ringsBell = true
            case .notify(let notification): notifications.append(notification)
            case .quit(.quit): return WatchExitStatus.quit
            case .quit(.interrupted): return WatchExitStatus.interrupted
            }
        }
        try painter.draw(model.screen, ringsBell: ringsBell)
        for notification in notifications {
            notifier.notify(notification)
        }
        return nil
    }
}
