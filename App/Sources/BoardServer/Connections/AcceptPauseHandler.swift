import NIOCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Stops the listening socket accepting for a while when the process or the system has run out
/// of open files or memory, as nginx does (for 500 ms): the connection waiting in the backlog
/// keeps the socket readable, and each `accept` fails at once, so without a pause the server
/// spins a core for as long as the table stays full.
///
/// SwiftNIO's own `AcceptBackoffHandler`, which its bootstrap installs, cannot stop this: it
/// delays the next read asked for, but the read that failed is still pending, and the channel
/// stays registered for a readable socket. Turning `autoRead` off unregisters it; turning it on
/// again reads. Installed first in the server channel's pipeline, this handler takes the error
/// before SwiftNIO's does and holds back every read while paused.
final class AcceptPauseHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = any Channel
    typealias OutboundIn = Never

    /// The errors `accept` fails with while the process or the system is short of descriptors or
    /// memory; SwiftNIO keeps the socket open on each.
    static let exhaustion: Set<CInt> = [EMFILE, ENFILE, ENOBUFS, ENOMEM]

    private let pause: TimeAmount
    private let onFirstPause: () -> Void
    private var resumption: Scheduled<Void>?
    private var hasPaused = false

    /// Pauses accepting for `pause` after each such error, calling `onFirstPause` the first time.
    init(pause: TimeAmount, onFirstPause: @escaping () -> Void) {
        self.pause = pause
        self.onFirstPause = onFirstPause
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard let failure = error as? IOError, Self.exhaustion.contains(failure.errnoCode) else {
            context.fireErrorCaught(error)
            return
        }
        guard resumption == nil else { return }
        if !hasPaused {
            hasPaused = true
            onFirstPause()
        }
        try? context.channel.syncOptions?.setOption(ChannelOptions.autoRead, value: false)
        // Turning `autoRead` on reads at once, past the handlers before this one: at the connection
        // cap as well, a pause can let in one read's accepts (4) before the cap holds them again.
        resumption = context.eventLoop.assumeIsolated().scheduleTask(in: pause) {
            self.resumption = nil
            try? context.channel.syncOptions?.setOption(ChannelOptions.autoRead, value: true)
        }
    }

    func read(context: ChannelHandlerContext) {
        // Resuming reads by itself: a read let through now would spin again until then.
        guard resumption == nil else { return }
        context.read()
    }

    func channelInactive(context: ChannelHandlerContext) {
        resumption?.cancel()
        resumption = nil
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        // A socket left paused would never accept again.
        guard let resumption else { return }
        resumption.cancel()
        self.resumption = nil
        try? context.channel.syncOptions?.setOption(ChannelOptions.autoRead, value: true)
    }
}
