import NIOCore
import NIOHTTP1
import NIOPosix

/// An HTTP/1 connection of the load generator to a server on 127.0.0.1, with Nagle's delay off,
/// whose pipeline ends in the handler that reads what the benchmark counts.
enum LoopbackHTTPConnection {
    /// Connects to `port` on one of `group`'s event loops, ending the pipeline in `makeHandler()`.
    static func open(
        group: any EventLoopGroup, port: Int,
        handler makeHandler: @escaping @Sendable () -> any ChannelHandler
    ) -> EventLoopFuture<any Channel> {
        ClientBootstrap(group: group)
            .channelOption(.socketOption(.tcp_nodelay), value: 1)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHTTPClientHandlers()
                    try channel.pipeline.syncOperations.addHandler(makeHandler())
                }
            }
            .connect(host: "127.0.0.1", port: port)
    }
}
