import Synchronization

/// The feeds `nexttogo serve` follows only while screens ask for them, one poller per key
/// however many screens ask: a race card per race open on a screen, the racing day while a screen
/// shows it. The first ask starts the key's poller and waits for its first snapshot; later asks
/// read the latest at once, and cost the API nothing. A key no screen has asked for in `linger` is
/// stopped by `sweep()`, as is one whose snapshot `isFinished` says will never change (a race the
/// API does not know).
///
/// No one screen can lock the others out or make the API pay for it: a priority key (a race on the
/// board) is always followed, outside every limit; of the others, a screen keeps at most
/// `perScreen` going (those it asked for in `linger`), and at most `capacity` are followed in all.
/// When that many are, a new key takes the place of the one asked for least lately if no screen
/// has asked for it in `inView` (an open page asks every 10 seconds); otherwise it is refused
/// rather than a key on a screen stopped.
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

    /// Who asks for a key, and how.
    struct Ask: Sendable {
        /// The screen asking (its address), whose share the key counts against; nil for none.
        var screen: String?
        /// Whether the key is followed outside every limit (a race on the board now).
        var isPriority = false
        /// Whether the ask keeps the key followed; false for a look that must not keep it going.
        var keepsFollowing = true
    }

    /// One followed key: its latest snapshot, when a screen last asked and which screens did, its
    /// poller, and the asks waiting for its first snapshot.
    private struct Entry {
        let id: Int
        var latest: Snapshot?
        var lastAsked: C.Instant
        var askedBy: [String: C.Instant] = [:]
        var isPriority: Bool
        var task: Task<Void, Never>?
        var waiters: [CheckedContinuation<Snapshot?, Never>] = []

        /// Whether `screen` asked for the key less than `linger` before `now`.
        func isHeld(by screen: String, at now: C.Instant, linger: Duration) -> Bool {
            askedBy[screen].map { $0.duration(to: now) < linger } ?? false
        }
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
    private let perScreen: Int
    private let inView: Duration
    private let state = Mutex(State())

    /// Feeds started by `follow`, stopped `linger` after the last ask on `clock`; besides the
    /// priority keys, at most `perScreen` kept going by one screen and `capacity` in all, a key
    /// not asked for in `inView` giving way to a new one when that many are followed.
    init(
        clock: C, linger: Duration = .seconds(60), capacity: Int = 64, perScreen: Int = 8,
        inView: Duration = .seconds(20),
        isFinished: @escaping @Sendable (Snapshot) -> Bool = { _ in false }, follow: @escaping Follow
    ) {
        self.clock = clock
        self.linger = linger
        self.capacity = capacity
        self.perScreen = perScreen
        self.inView = inView
        self.isFinished = isFinished
        self.follow = follow
    }

    /// How many keys are followed now.
    var followedCount: Int { state.withLock { $0.entries.count } }

    /// Whether `key` is followed now.
    func isFollowing(_ key: Key) -> Bool {
        state.withLock { $0.entries[key] != nil }
    }

    /// The latest snapshot of `key`, starting its poller and waiting for its first snapshot when
    /// no screen asked for it lately, if `ask` is within the limits.
    func latest(for key: Key, _ ask: Ask = Ask()) async -> Answer {
        let now = clock.now
        let (held, evicted) = state.withLock { state -> (Answer?, [Entry]) in
            guard !state.isStopped else { return (.unavailable, []) }
            if var entry = state.entries[key] {
                if ask.keepsFollowing {
                    entry.lastAsked = now
                    entry.isPriority = ask.isPriority
                    if let screen = ask.screen { entry.askedBy[screen] = now }
                    state.entries[key] = entry
                }
                return (entry.latest.map { .snapshot($0) }, [])
            }
            guard let evicted = admit(ask, into: &state, at: now) else { return (.busy, []) }
            state.nextID += 1
            let id = state.nextID
            var entry = Entry(id: id, lastAsked: now, isPriority: ask.isPriority)
            if let screen = ask.screen { entry.askedBy[screen] = now }
            entry.task = Task { [follow, weak self] in
                await follow(key) { [weak self] snapshot in self?.receive(snapshot, for: key) }
                self?.ended(key, id: id)
            }
            state.entries[key] = entry
            return (nil, evicted)
        }
        Self.stop(evicted)
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

    /// Whether a new key asked for with `ask` may start: nil when not, or the entries it takes
    /// the place of, taken out of `state`.
    private func admit(_ ask: Ask, into state: inout State, at now: C.Instant) -> [Entry]? {
        if ask.isPriority { return [] }
        let shared = state.entries.filter { !$0.value.isPriority }
        if let screen = ask.screen {
            let held = shared.values.count { $0.isHeld(by: screen, at: now, linger: linger) }
            guard held < perScreen else { return nil }
        }
        guard shared.count >= capacity else { return [] }
        guard
            let (key, entry) = shared.min(by: { $0.value.lastAsked < $1.value.lastAsked }),
            entry.lastAsked.duration(to: now) >= inView
        else { return nil }
        state.entries.removeValue(forKey: key)
        return [entry]
    }

    /// Stops every key no screen has asked for in `linger`, and every finished one, and forgets
    /// the screens that have not asked for a key in `linger`.
    func sweep() {
        let now = clock.now
        let stopped = state.withLock { state -> [Entry] in
            let gone = state.entries.filter { _, entry in
                entry.lastAsked.duration(to: now) >= linger || entry.latest.map(isFinished) == true
            }
            for key in gone.keys { state.entries.removeValue(forKey: key) }
            for (key, entry) in state.entries {
                state.entries[key]?.askedBy = entry.askedBy.filter { $0.value.duration(to: now) < linger }
            }
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
