import Synchronization

/// The feeds `nexttogo serve` follows only while screens ask for them, one poller per key
/// however many screens ask: a race card per race open on a screen, the racing day while a screen
/// shows it. The first ask starts the key's poller and waits for its first snapshot; later asks
/// read the latest at once. A key no screen has asked for in `linger` is stopped by `sweep()`, as
/// is one whose snapshot `isFinished` says will never change (a race the API does not know). At
/// most `capacity` keys are followed: asking for one more stops the one asked for least lately,
/// so requests for made-up ids cannot start pollers without end.
final class OnDemandFeeds<Key: Hashable & Sendable, Snapshot: Sendable, C: Clock<Duration>>: Sendable {
    /// Follows one key's snapshots, handing each to the closure, until the task is cancelled.
    typealias Follow = @Sendable (Key, @escaping @Sendable (Snapshot) -> Void) async -> Void

    private struct Entry {
        var latest: Snapshot?
        var lastAsked: C.Instant
        var task: Task<Void, Never>?
        var waiters: [CheckedContinuation<Snapshot?, Never>] = []
    }

    private let follow: Follow
    private let isFinished: @Sendable (Snapshot) -> Bool
    private let clock: C
    private let linger: Duration
    private let capacity: Int
    private let entries = Mutex<[Key: Entry]>([:])

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
    var followedCount: Int { entries.withLock { $0.count } }

    /// The latest snapshot of `key`, starting its poller and waiting for its first snapshot when
    /// no screen asked for it lately; nil when it was stopped before its first snapshot came.
    func latest(for key: Key) async -> Snapshot? {
        let now = clock.now
        let (held, evicted) = entries.withLock { entries -> (Snapshot?, [Entry]) in
            if entries[key] != nil {
                entries[key]?.lastAsked = now
                return (entries[key]?.latest, [])
            }
            var evicted: [Entry] = []
            while entries.count >= capacity,
                let oldest = entries.min(by: { $0.value.lastAsked < $1.value.lastAsked })
            {
                evicted.append(entries.removeValue(forKey: oldest.key)!)
            }
            var entry = Entry(lastAsked: now)
            entry.task = Task { [follow] in
                await follow(key) { [weak self] snapshot in self?.receive(snapshot, for: key) }
            }
            entries[key] = entry
            return (nil, evicted)
        }
        Self.stop(evicted)
        if let held { return held }
        return await withCheckedContinuation { continuation in
            let ready = entries.withLock { entries -> (Snapshot?, Bool) in
                guard let entry = entries[key] else { return (nil, true) }
                if let latest = entry.latest { return (latest, true) }
                entries[key]?.waiters.append(continuation)
                return (nil, false)
            }
            if ready.1 { continuation.resume(returning: ready.0) }
        }
    }

    /// Stops every key no screen has asked for in `linger`, and every finished one.
    func sweep() {
        let now = clock.now
        let stopped = entries.withLock { entries -> [Entry] in
            let gone = entries.filter { _, entry in
                entry.lastAsked.duration(to: now) >= linger || entry.latest.map(isFinished) == true
            }
            for key in gone.keys { entries.removeValue(forKey: key) }
            return Array(gone.values)
        }
        Self.stop(stopped)
    }

    /// Stops every key, as the server shuts down.
    func stopAll() {
        Self.stop(
            entries.withLock { entries in
                defer { entries.removeAll() }
                return Array(entries.values)
            })
    }

    private func receive(_ snapshot: Snapshot, for key: Key) {
        let waiters = entries.withLock { entries -> [CheckedContinuation<Snapshot?, Never>] in
            guard entries[key] != nil else { return [] }
            entries[key]?.latest = snapshot
            defer { entries[key]?.waiters = [] }
            return entries[key]?.waiters ?? []
        }
        for waiter in waiters { waiter.resume(returning: snapshot) }
    }

    private static func stop(_ stopped: [Entry]) {
        for entry in stopped {
            entry.task?.cancel()
            for waiter in entry.waiters { waiter.resume(returning: nil) }
        }
    }
}
