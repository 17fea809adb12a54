import Foundation
import SharedUtils

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Waits, on a watch loop's one thread, for its next inputs: signals, inputs posted to its inbox,
/// keys on the terminal and the tick once a second, all in one `poll(2)`, so that at rest the
/// thread wakes only for the tick.
struct WatchInputPoller: Sendable {
    /// Where async sources post inputs for the loop.
    let inbox: WatchInbox
    private let signals: SignalPipe
    /// The terminal's keys; nil when none are read, or once its input has ended.
    private var keys: KeyReader?
    /// When the tick is due; nil when the loop has no use for ticks.
    private var ticks: SecondTickSchedule?
    /// Where the time of day comes from.
    private let dates: DateSource
    /// True once the signals may interrupt the thread that waits here.
    private var receivesSignals = false

    /// A poller of `inbox`, `signals` and, when given, `keys`; with `ticksEverySecond`, a tick
    /// comes just after each whole second of `dates`.
    init(inbox: WatchInbox, signals: SignalPipe, keys: KeyReader?, ticksEverySecond: Bool, dates: DateSource)
    {
        self.inbox = inbox
        self.signals = signals
        self.keys = keys
        self.dates = dates
        ticks = ticksEverySecond ? SecondTickSchedule(now: dates.now()) : nil
    }

    /// Blocks until at least one input comes, and returns what came: signals first, then posted
    /// inputs, keys, the end of the terminal's input, and the tick last. The thread that calls
    /// this is the one the signals interrupt.
    mutating func next() -> [WatchInput] {
        if !receivesSignals {
            signals.unblockOnThisThread()
            receivesSignals = true
        }
        while true {
            var waiting = [
                pollfd(fd: signals.descriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: inbox.descriptor, events: Int16(POLLIN), revents: 0),
            ]
            if let keys {
                waiting.append(pollfd(fd: keys.descriptor, events: Int16(POLLIN), revents: 0))
            }
            let timeout = ticks?.millisecondsUntilDue(at: dates.now()) ?? -1
            if poll(&waiting, nfds_t(waiting.count), timeout) < 0 {
                // A signal interrupted the wait: its byte is in the pipe. Any other failure leaves
                // the terminal unreadable, as when it has gone.
                guard errno == EINTR else { return [.inputEnded] }
            }
            var inputs: [WatchInput] = []
            if waiting[0].revents != 0 {
                inputs += signals.take().map(WatchInput.signal)
            }
            if waiting[1].revents != 0 {
                inputs += inbox.takeAll()
            }
            if waiting.count > 2, waiting[2].revents != 0, var reader = keys {
                let reading = reader.readKeys()
                inputs += reading.keys.map { .event(.key($0)) }
                keys = reading.isOpen ? reader : nil
                if !reading.isOpen { inputs.append(.inputEnded) }
            }
            if ticks?.takeTick(at: dates.now()) == true {
                inputs.append(.event(.tick))
            }
            if !inputs.isEmpty { return inputs }
        }
    }
}
