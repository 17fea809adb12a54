import DomainLayer
import PresentationLayer
import SharedUtils

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one loop of the plain change log, on a thread of its own: appends a block for each new
/// board, an alert line when a race calls for one, and ends on `q` then Enter, at the end of the
/// terminal's input, when its reader goes or on a signal.
struct PlainWatchLoop {
    /// What the loop waits for: boards in the inbox, signals, and the lines typed and the tick
    /// once a second when they are wanted.
    var inputs: WatchInputPoller
    /// Says what changed on each board.
    var log: PlainChangeLog
    /// The jump alerts; nil when nothing alerts.
    var alertLog: PlainAlertLog?
    /// Makes the board's screen state, which the log describes.
    private let presenter: BoardPresenter
    /// The time zone the log's clock times are in.
    let zone: StartTimeZone
    /// Where the time of each board comes from.
    let dates: DateSource
    private let formatter: ClockTimeFormatter
    private var lineInput = PlainLogInput()

    /// A loop that writes `log` for the boards posted to `inputs`, with clock times in `zone`.
    init(
        inputs: WatchInputPoller, log: PlainChangeLog, alertLog: PlainAlertLog?,
        zone: StartTimeZone, dates: DateSource
    ) {
        self.inputs = inputs
        self.log = log
        self.alertLog = alertLog
        presenter = BoardPresenter(timeZone: zone.timeZone)
        self.zone = zone
        self.dates = dates
        formatter = ClockTimeFormatter(timeZone: zone.timeZone)
    }

    /// Waits for inputs and acts on them until one ends the log; returns the exit status.
    /// Blocks the calling thread throughout.
    mutating func run() -> Int32 {
        while true {
            for input in inputs.next() {
                if let status = step(input) { return status }
            }
        }
    }

    /// Acts on `input`; returns an exit status when it ends the log.
    mutating func step(_ input: WatchInput) -> Int32? {
        switch input {
        case .event(.snapshot(let snapshot)):
            let now = dates.now()
            let state = presenter.screenState(for: snapshot, at: now)
            if let entry = log.entry(
                for: snapshot, state: state,
                clockText: zone.labelling(formatter.hoursMinutesAndSeconds(now)))
            {
                StandardStreams.write(entry, to: .standardOutput)
            }
            alertLog?.receive(snapshot.races)
            return nil
        case .event(.tick):
            alertLog?.check()
            return nil
        case .event(.key(let key)):
            return lineInput.quits(after: key) ? WatchExitStatus.quit : nil
        case .event:
            return nil
        case .inputEnded:
            // Ctrl-D on the terminal the log reads.
            return WatchExitStatus.quit
        case .outputClosed:
            // The log's reader has all it wants, as `| head -1` has: a quiet end, as for any output.
            return WatchExitStatus.quit
        case .signal(let signal):
            return WatchExitStatus.ending(on: signal)
        }
    }
}
