import Synchronization

/// The feeds `nexttogo serve` follows only while screens ask for them, one poller per key
/// however many screens ask: a race card per race open on a screen, the racing day while a screen
/// shows it. The first ask starts the key's poller and waits for its first snapshot; later asks
/// read the latest at once. A key no screen has asked for in `linger` is stopped by `sweep()`, as
/// is one whose snapshot `isFinished` says will never change (a race the API does not know). At
/// most `capacity` keys are followed: while that many are open on screens, a new key is refused
/// rather than one of theirs stopped.
final class OnDemandFeeds<Key: Hashable & Sendable, Snapshot: Sendable, C: Clock<Duration>>: Sendable {
    /// Follows one key's snapshots, handing each to the closure, until the task is cancelled.
    typealias Follow = @Sendable (Key, @escaping @Sendable (Snapshot) -> Void) async -> Void

    /// What an ask gets.
    enum Answer {
        /// The key's latest snapshot.
        case snapshot(Snapshot)
        /// `capacity` other keys are followed: the key is not started.
        case busy
        /// The feeds are stopped, or the key's poller ended before its first snapshot.
        case unavailable
    }

    /// One followed key: its latest snapshot, when a screen last asked, its poller, and the asks
    /// waiting for its first snapshot.
    private struct Entry {
        let id: Int
        var latest: Snapshot?
        var lastAsked: C.Instant
        var task: Task<Void, Never>?
        var waiters: [CheckedContinuation<Snapshot?, Never>] = []
    }

    /// Every followed key, and whether the feeds were stopped for good.
    private struct State {
        var entries: [Key: Entry] = [:]
        var nextID = 0
        var isStopped = false
    }

    private let follow: Follow
    private let isFinished: @Sendable (Snapshot) -> Bool
    private let clock: C
    private let linger: Duration
    private let capacity: Int
    private let state = Mutex(State())

    /// Feeds started by `follow`, stopped `linger` after the last ask on `clock`, at most
    /// `capacity` at once.
    init(
        clock: C, linger: Duration = .seconds(60), capacity: Int = 64,
        isFinished: @escaping @Sendable (Snapshot) -> Bool = { _ in false }, follow: @escaping Follow
    ) {
        self.clock = clock
        self.linger = linger
        self.capacity = capacity
        self.isFinished = isFinished
        self.follow = follow
    }

    /// How many keys are followed now.
    var followedCount: Int { state.withLock { $0.entries.count } }

    /// The latest snapshot of `key`, starting its poller and waiting for its first snapshot when
    /// no screen asked for it lately.
    func latest(for key: Key) async -> Answer {
        let now = clock.now
        let held = state.withLock { state -> Answer? in
            guard !state.isStopped else { return .unavailable }
            if let entry = state.entries[key] {
                state.entries[key]?.lastAsked = now
                return entry.latest.map { .snapshot($0) }
            }
            guard state.entries.count < capacity else { return .busy }
            state.nextID += 1
            let id = state.nextID
            var entry = Entry(id: id, lastAsked: now)
            entry.task = Task { [follow, weak self] in
                await follow(key) { [weak self] snapshot in self?.receive(snapshot, for: key) }
                self?.ended(key, id: id)
            }
            state.entries[key] = entry
            return nil
        }
        if let held { return held }
        let first = await withCheckedContinuation { continuation in
            let ready = state.withLock { state -> (Snapshot?, Bool) in
                guard let entry = state.entries[key] else { return (nil, true) }
                if let latest = entry.latest { return (latest, true) }
                state.entries[key]?.waiters.append(continuation)
                return (nil, false)
            }
            if ready.1 { continuation.resume(returning: ready.0) }
        }
        return first.map { .snapshot($0) } ?? .unavailable
    }

    /// Stops every key no screen has asked for in `linger`, and every finished one.
    func sweep() {
        let now = clock.now
        let stopped = state.withLock { state -> [Entry] in
            let gone = state.entries.filter { _, entry in
                entry.lastAsked.duration(to: now) >= linger || entry.latest.map(isFinished) == true
            }
            for key in gone.keys { state.entries.removeValue(forKey: key) }
            return Array(gone.values)
        }
        Self.stop(stopped)
    }

    /// Stops every key for good, as the server shuts down: later asks are unavailable.
    func stopAll() {
        let stopped = state.withLock { state -> [Entry] in
            state.isStopped = true
            defer { state.entries.removeAll() }
            return Array(state.entries.values)
        }
        Self.stop(stopped)
    }

    private func receive(_ snapshot: Snapshot, for key: Key) {
        let waiters = state.withLock { state -> [CheckedContinuation<Snapshot?, Never>] in
            guard state.entries[key] != nil else { return [] }
            state.entries[key]?.latest = snapshot
            defer { state.entries[key]?.waiters = [] }
            return state.entries[key]?.waiters ?? []
        }
        for waiter in waiters { waiter.resume(returning: snapshot) }
    }

    /// Forgets the key whose poller `id` ended by itself, answering any ask still waiting.
    private func ended(_ key: Key, id: Int) {
        let entry = state.withLock { state -> Entry? in
            guard state.entries[key]?.id == id else { return nil }
            return state.entries.removeValue(forKey: key)
        }
        entry.map { Self.stop([$0]) }
    }

    private static func stop(_ stopped: [Entry]) {
        for entry in stopped {
            entry.task?.cancel()
            for waiter in entry.waiters { waiter.resume(returning: nil) }
        }
    }
}
