import Foundation
import SharedUtils

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Waits, on a watch loop's one thread, for its next inputs: signals, inputs posted to its inbox,
/// keys on the terminal, the output closing and the tick once a second, all in one `poll(2)`, so
/// that at rest the thread wakes only for the tick.
///
/// The output is watched for no event, only for what `poll(2)` always reports: a pipe whose reader
/// has gone is `POLLERR` at once, and a terminal that has gone is `POLLHUP`. Without it, a log
/// piped into `head -1` would learn of it only at its next write, minutes later.
struct WatchInputPoller: Sendable {
    /// Where async sources post inputs for the loop.
    let inbox: WatchInbox
    private let signals: SignalPipe
    /// The terminal's keys; nil when none are read, or once its input has ended.
    private var keys: KeyReader?
    /// Where the loop writes, watched for its closing; nil when not watched, or when it cannot be
    /// (not open).
    private var output: Int32?
    /// When the tick is due; nil when the loop has no use for ticks.
    private var ticks: SecondTickSchedule?
    /// Where the time of day comes from.
    private let dates: DateSource
    /// True once the signals may interrupt the thread that waits here.
    private var receivesSignals = false

    /// A poller of `inbox`, `signals` and, when given, `keys` and the closing of `output`; with
    /// `ticksEverySecond`, a tick comes just after each whole second of `dates`.
    init(
        inbox: WatchInbox, signals: SignalPipe, keys: KeyReader?, output: Int32? = nil,
        ticksEverySecond: Bool,
        dates: DateSource
    ) {
        self.inbox = inbox
        self.signals = signals
        self.keys = keys
        self.output = output
        self.dates = dates
        ticks = ticksEverySecond ? SecondTickSchedule(now: dates.now()) : nil
    }

    /// Blocks until at least one input comes, and returns what came: signals first, then the
    /// output closed, posted inputs, keys, the end of the terminal's input, and the tick last. The thread that calls
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
            let keysIndex = keys.map { _ in waiting.count }
            if let keys {
                waiting.append(pollfd(fd: keys.descriptor, events: Int16(POLLIN), revents: 0))
            }
            let outputIndex = output.map { _ in waiting.count }
            if let output {
                waiting.append(pollfd(fd: output, events: 0, revents: 0))
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
            if let outputIndex {
                let revents = Int32(waiting[outputIndex].revents)
                if revents & (POLLERR | POLLHUP) != 0 { return inputs + [.outputClosed] }
                // A descriptor that is not open would report so on every wait.
                if revents & POLLNVAL != 0 { output = nil }
            }
            if waiting[1].revents != 0 {
                inputs += inbox.takeAll()
            }
            if let keysIndex, waiting[keysIndex].revents != 0, var reader = keys {
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
