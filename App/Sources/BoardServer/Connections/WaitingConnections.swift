import NIOCore
import Synchronization

/// The connections waiting for a request, none of whose responses is being sent, in the order
/// they began to wait: when every connection is taken and another arrives, the one that has
/// waited longest is closed to make room, as nginx closes its idle and lingering connections when
/// it runs out (`ngx_drain_connections`). An event stream being sent is never among them.
final class WaitingConnections: Sendable {
    private struct State {
        var next = 0
        var orders: [ObjectIdentifier: Int] = [:]
        var channels: [Int: any Channel] = [:]
    }

    private let state = Mutex(State())

    /// Whether any connection is waiting, so one could be closed to make room.
    var isEmpty: Bool {
        state.withLock { $0.channels.isEmpty }
    }

    /// `channel` begins to wait for a request, the newest to wait.
    func add(_ channel: any Channel) {
        state.withLock { state in
            if let order = state.orders[ObjectIdentifier(channel)] { state.channels[order] = nil }
            state.orders[ObjectIdentifier(channel)] = state.next
            state.channels[state.next] = channel
            state.next += 1
        }
    }

    /// `channel` no longer waits: it is being answered, or has closed.
    func remove(_ channel: any Channel) {
        state.withLock { state in
            guard let order = state.orders.removeValue(forKey: ObjectIdentifier(channel)) else { return }
            state.channels[order] = nil
        }
    }

    /// Closes the connection that has waited longest, if any.
    func closeLongestWaiting() {
        let longest: (any Channel)? = state.withLock { state in
            guard let order = state.channels.keys.min(),
                let channel = state.channels.removeValue(forKey: order)
            else { return nil }
            state.orders[ObjectIdentifier(channel)] = nil
            return channel
        }
        longest?.close(promise: nil)
    }
}
