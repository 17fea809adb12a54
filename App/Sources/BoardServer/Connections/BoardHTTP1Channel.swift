import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPTypes
import NIOHTTPTypesHTTP1

/// Each screen's HTTP/1.1 connection: the pipeline of Hummingbird's `HTTP1Channel`, with serve's
/// own handlers where they must sit. Hummingbird adds handlers of its users only after a request
/// has become HTTP types, which no longer say its HTTP version, so this builds the same pipeline
/// with them in place: the version handled before that conversion, the request's deadline (a
/// connection waiting for a request may be closed to make room), the event stream answered
/// ahead of Hummingbird (`EventStreamHandler`), and the security headers on every response,
/// Hummingbird's own included. Hummingbird's side of the pipeline, and its task's reading, are
/// added at the first request that needs them (`DeferredHTTPHandler`), which a screen's event
/// stream never does.
struct BoardHTTP1Channel: ServerChildChannel, HTTPChannelHandler {
    /// What Hummingbird's task reads a connection's requests from and writes its responses to.
    typealias Requests = NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>

    /// A screen's connection, and what its requests are read from once it has one for Hummingbird.
    struct Connection: ServerChildChannelValue {
        let channel: any Channel
        /// The async channel Hummingbird reads, or nil when the connection never needed it.
        let requests: EventLoopFuture<Requests?>
    }

    typealias Value = Connection

    let responder: HTTPChannelHandler.Responder
    let limits: ServerLimits
    /// What a request's head may hold.
    let headLimits: NIOHTTPDecoderLimitConfiguration
    /// The connections waiting for a request, which may be closed to make room.
    let waiting: WaitingConnections
    /// What the event stream is made of.
    let streams: EventStreamSource

    /// A connection answered by `responder`, held to `limits`, its heads to `headLimits`, among
    /// `waiting` while it waits for a request, its event stream made of `streams`.
    init(
        responder: @escaping HTTPChannelHandler.Responder, limits: ServerLimits,
        headLimits: NIOHTTPDecoderLimitConfiguration, waiting: WaitingConnections, streams: EventStreamSource
    ) {
        self.responder = responder
        self.limits = limits
        self.headLimits = headLimits
        self.waiting = waiting
        self.streams = streams
    }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let attached = channel.eventLoop.makePromise(of: Requests?.self)
        let idleTimeout = limits.idleTimeout
        let connection = channel.eventLoop.makeCompletedFuture {
            let pipeline = channel.pipeline.syncOperations
            // As Hummingbird's: requests are pipelined by the async channel, and errors and header
            // validation are Hummingbird's and HTTP types' to handle.
            try pipeline.configureHTTPServerPipeline(
                withPipeliningAssistance: false, withErrorHandling: false,
                withOutboundHeaderValidation: false,
                withEncoderConfiguration: .init(), withDecoderLimitConfiguration: headLimits)
            try pipeline.addHandler(RequestVersionHandler())
            try pipeline.addHandler(
                RequestDeadlineHandler(
                    deadline: TimeAmount(limits.requestDeadline),
                    readTimeout: TimeAmount(limits.bodyReadTimeout), waiting: waiting))
            try pipeline.addHandler(EventStreamHandler(source: streams))
            try pipeline.addHandler(
                DeferredHTTPHandler<Requests>(
                    idleTimeout: TimeAmount(idleTimeout),
                    attach: { channel in
                        let pipeline = channel.pipeline.syncOperations
                        try pipeline.addHandler(HTTP1ToHTTPServerCodec(secure: false))
                        try pipeline.addHandler(SecurityHeaders())
                        try pipeline.addHandler(
                            HTTPConnectionStateHandler(idleTimeout: idleTimeout, logger: logger))
                        return try NIOAsyncChannel(
                            wrappingChannelSynchronously: channel,
                            configuration: .init(isOutboundHalfClosureEnabled: true))
                    }, attached: attached))
            return Connection(channel: channel, requests: attached.futureResult)
        }
        // A connection that could not be set up is closed, and no task waits for it.
        connection.whenFailure { attached.fail($0) }
        return connection
    }

    /// Answers the connection's requests, once it has one for Hummingbird; at once, when it
    /// closes first or is an event stream's.
    func handle(value: Value, logger: Logger) async {
        let requests = try? await withTaskCancellationHandler {
            try await value.requests.get()
        } onCancel: {
            value.channel.close(promise: nil)
        }
        guard let requests = requests ?? nil else { return }
        await handleHTTP(asyncChannel: requests, logger: logger)
    }
}
