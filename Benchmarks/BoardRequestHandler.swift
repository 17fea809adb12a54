import NIOCore
import NIOHTTP1

/// One keep-alive connection of the `/api/board` load: it makes its share of the requests at the
/// moments they are due (open loop: a slow answer does not put off the requests after it; they
/// wait on the connection, and their latency counts the wait), one in flight at a time.
final class BoardRequestHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPClientResponsePart
    typealias OutboundOut = HTTPClientRequestPart

    /// When this connection's requests are due: every `interval` from `first` until `end`.
    struct Schedule {
        let first: NIODeadline
        let interval: TimeAmount
        let end: NIODeadline
        /// The wall-clock time, in Unix seconds, at the moment `origin`, to tell when each request
        /// was due.
        let wallClockAtOrigin: Double
        let origin: NIODeadline

        /// The Unix time of `deadline`.
        func wallClock(at deadline: NIODeadline) -> Double {
            wallClockAtOrigin + Double((deadline - origin).nanoseconds) / 1e9
        }
    }

    private let schedule: Schedule
    private let tally: BoardRequestTally
    /// The moments the requests sent and not yet answered were due, oldest first; the first is in
    /// flight.
    private var waiting: [NIODeadline] = []
    private var waitingStart = 0
    private var nextDue: NIODeadline
    private var status = 0
    private var timer: Scheduled<Void>?

    /// A connection that makes the requests `schedule` says and reports to `tally`.
    init(schedule: Schedule, tally: BoardRequestTally) {
        self.schedule = schedule
        self.tally = tally
        nextDue = schedule.first
    }

    func channelActive(context: ChannelHandlerContext) {
        scheduleNext(context: context)
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            status = Int(head.status.code)
        case .body:
            break
        case .end:
            guard waitingStart < waiting.count else { return }
            let due = waiting[waitingStart]
            waitingStart += 1
            let latency = Double((NIODeadline.now() - due).nanoseconds) / 1e9
            tally.answered(status: status, dueAt: schedule.wallClock(at: due), latency: latency)
            if waitingStart < waiting.count {
                send(context: context)
            } else {
                waiting.removeAll(keepingCapacity: true)
                waitingStart = 0
            }
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        timer?.cancel()
        tally.lost(waiting.count - waitingStart)
        waiting.removeAll()
        waitingStart = 0
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }

    private func scheduleNext(context: ChannelHandlerContext) {
        guard nextDue < schedule.end else { return }
        timer = context.eventLoop.assumeIsolated().scheduleTask(deadline: nextDue) { [self] in
            let idle = waitingStart == waiting.count
            waiting.append(nextDue)
            tally.sent()
            if idle { send(context: context) }
            nextDue = nextDue + schedule.interval
            scheduleNext(context: context)
        }
    }

    /// Sends the request at the head of the queue.
    private func send(context: ChannelHandlerContext) {
        var head = HTTPRequestHead(version: .http1_1, method: .GET, uri: "/api/board")
        head.headers.add(name: "Host", value: "127.0.0.1")
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
    }
}
