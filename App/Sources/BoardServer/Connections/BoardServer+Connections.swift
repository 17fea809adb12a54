import HummingbirdCore
import NIOCore
import NIOHTTP1

extension BoardServer {
    /// The HTTP/1.1 server every screen connects to, each connection held to `limits` and among
    /// `waiting` while it waits for a request.
    func httpServer(waiting: WaitingConnections) -> HTTPServerBuilder {
        var headLimits = NIOHTTPDecoderLimitConfiguration()
        headLimits.maxHeaderFieldSize = 16 * 1_024
        headLimits.maxHeaderListSize = 32 * 1_024
        headLimits.maxHeaderFieldCount = 100
        return HTTPServerBuilder { [limits, headLimits] responder in
            BoardHTTP1Channel(responder: responder, limits: limits, headLimits: headLimits, waiting: waiting)
        }
    }

    /// Installs `AcceptPauseHandler` first in the listening `channel`'s pipeline, which Hummingbird
    /// builds without a place for it; the first pause is logged, once a run.
    func pauseAcceptingWhenOutOfFiles(_ channel: any Channel) async {
        let (pause, log) = (TimeAmount(limits.acceptPause), log)
        let needed = ConnectionCap.openFilesNeeded(for: limits.maximumConnections)
        let milliseconds = limits.acceptPause / .milliseconds(1)
        try? await channel.eventLoop.submit {
            let handler = AcceptPauseHandler(pause: pause) {
                log(
                    "the open files ran out: new screens wait, accepting paused \(Int(milliseconds)) ms at a "
                        + "time, until some connections close; raise the limit with ulimit -n \(needed)")
            }
            try channel.pipeline.syncOperations.addHandler(handler, position: .first)
        }.get()
    }
}
