import NIOCore

/// Where `serve --publish` sends each new board: a pub/sub channel (an Nchan publisher location)
/// that holds the latest message for screens that join late.
protocol BoardChannel: Sendable {
    /// The channel's address, as the log and `/healthz` name it.
    var location: String { get }
    /// Sends `body`, the board's JSON as `/api/board` gives it, as the channel's newest message.
    func publish(_ body: ByteBuffer) async throws(PublishFailure)
    /// How many messages the channel holds now: 0 once Nchan has restarted with its memory empty.
    func heldMessages() async throws(PublishFailure) -> Int
}

/// Why a board could not be published, as a sentence a person reads on `/healthz` and in the log.
struct PublishFailure: Error, Sendable, Equatable {
    /// What went wrong, such as `http://127.0.0.1/publish/board answered 403 to the board`.
    let message: String
}
