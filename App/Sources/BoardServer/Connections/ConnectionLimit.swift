import HummingbirdCore

/// Hummingbird's limit on connections held at once, which makes room for a newcomer when every
/// connection is taken: it accepts one more while a connection waits for a request, and closes
/// the one that has waited longest as the newcomer arrives. Connections that trickle a request,
/// or hold one open and send nothing, cannot keep `/healthz` or a new screen out; event streams,
/// answered, are never closed for room.
struct ConnectionLimit: AvailableConnectionsDelegate {
    /// The connections held at once, bar a newcomer whose room is being made.
    let maximum: Int
    /// The connections that could be closed to make room.
    let waiting: WaitingConnections
    private var count = 0

    /// At most `maximum` connections, making room among `waiting` ones.
    init(maximum: Int, waiting: WaitingConnections) {
        self.maximum = maximum
        self.waiting = waiting
    }

    mutating func connectionOpened() {
        count += 1
        if count > maximum { waiting.closeLongestWaiting() }
    }

    mutating func connectionClosed() {
        count -= 1
    }

    func isAcceptingNewConnections() -> Bool {
        count < maximum || !waiting.isEmpty
    }
}
