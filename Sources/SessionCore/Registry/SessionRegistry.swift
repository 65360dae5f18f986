import Synchronization

/// Every session by id, loaded or not. The map is split into shards, each with its
/// own lock held only for a look-up, an insert or a removal, so there is no global lock around
/// engine work or loading.
///
/// With a store, at most `maxLoaded` hosts stay in memory: past that, the least recently used
/// are evicted (`SessionRegistry+Eviction`) and loaded again by `loader` on their next access.
/// Without a store nothing could bring a session back, so nothing is evicted.
final class SessionRegistry: Sendable {
    private static let shardCount = 32
    /// One lock and the sessions whose id hashes to it.
    private final class Shard: Sendable {
        let entries = ReadWriteLock<[String: SessionEntry]>([:])
    }

    /// Loads a stored session's host (replaying its log), or nil when it is not stored.
    typealias Loader = @Sendable (_ id: String, _ ordinal: Int) throws(SwivelError) -> SessionHost?

    private let shards: [Shard]
    private let counter = Atomic<Int>(0)
    private let ordinals = Atomic<Int>(0)
    /// Access ticks for least-recently-used eviction.
    private let clock = Atomic<Int>(0)
    let loadedCount = Atomic<Int>(0)
    let evicting = Atomic<Bool>(false)
    /// Most hosts kept loaded (`Int.max`: never evict).
    let maxLoaded: Int
    private let loader: Loader?
    /// Counts reloads and evictions (`GET /metrics`); nil in tests that do not look.
    let metrics: SessionMetrics?

    /// `loader` nil (no store): every session stays loaded whatever `maxLoaded` says.
    init(maxLoaded: Int = .max, metrics: SessionMetrics? = nil, loader: Loader? = nil) {
        shards = (0..<Self.shardCount).map { _ in Shard() }
        self.maxLoaded = loader == nil ? .max : max(1, maxLoaded)
        self.metrics = metrics
        self.loader = loader
    }

    private func shard(_ id: String) -> Shard {
        var hash: UInt32 = 2_166_136_261
        for byte in id.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return shards[Int(hash % UInt32(Self.shardCount))]
    }

    /// Sessions registered (loaded or not), plus creations that reserved room.
    var count: Int { counter.load(ordering: .relaxed) }

    func nextOrdinal() -> Int { ordinals.add(1, ordering: .relaxed).newValue }

    func entry(_ id: String) -> SessionEntry? {
        shard(id).entries.read { $0[id] }
    }

    /// The session's host, loaded from the store first if it was evicted or not loaded yet;
    /// nil when there is no such session. `pinned`: eviction leaves it loaded until the caller
    /// unpins it (`SessionEntry.host(pinned:load:)`).
    func host(_ id: String, pinned: Bool = false) throws(SwivelError) -> SessionHost? {
        guard let entry = entry(id) else { return nil }
        entry.lastUsed.store(clock.add(1, ordering: .relaxed).newValue, ordering: .relaxed)
        let loader = self.loader
        let (host, loaded) = try entry.host(pinned: pinned) { () throws(SwivelError) -> SessionHost in
            guard let loader, let host = try loader(id, entry.ordinal) else { throw .sessionNotFound(id) }
            return host
        }
        if loaded {
            loadedCount.add(1, ordering: .relaxed)
            metrics?.reloads.increment()
            evictIfNeeded()
        }
        return host
    }

    /// Takes room for one more session while fewer than `limit` are registered or reserved;
    /// false when full. `insert(_:reserved: true)` uses the room, `releaseReservation()` gives
    /// it back.
    func reserve(limit: Int) -> Bool {
        var current = counter.load(ordering: .relaxed)
        while current < limit {
            let (exchanged, original) = counter.compareExchange(expected: current, desired: current + 1, ordering: .relaxed)
            if exchanged { return true }
            current = original
        }
        return false
    }

    func releaseReservation() {
        counter.subtract(1, ordering: .relaxed)
    }

    /// Registers a new, loaded session; returns false (registering nothing) if the id exists.
    /// `reserved`: the count already includes it (see `reserve(limit:)`).
    @discardableResult
    func insert(_ host: SessionHost, reserved: Bool = false) -> Bool {
        let entry = SessionEntry(id: host.id, ordinal: host.ordinal, summary: host.summary, host: host)
        entry.lastUsed.store(clock.add(1, ordering: .relaxed).newValue, ordering: .relaxed)
        guard add(entry, reserved: reserved) else { return false }
        loadedCount.add(1, ordering: .relaxed)
        evictIfNeeded()
        return true
    }

    /// Registers a stored session without loading it (start-up).
    @discardableResult
    func insertUnloaded(id: String, summary: SessionSummary) -> Bool {
        add(SessionEntry(id: id, ordinal: nextOrdinal(), summary: summary, host: nil))
    }

    private func add(_ entry: SessionEntry, reserved: Bool = false) -> Bool {
        let inserted = shard(entry.id).entries.write { map -> Bool in
            if map[entry.id] != nil { return false }
            map[entry.id] = entry
            return true
        }
        if inserted && !reserved { counter.add(1, ordering: .relaxed) }
        if !inserted && reserved { counter.subtract(1, ordering: .relaxed) }
        return inserted
    }

    /// Unregisters the session and retires its host (a request still holding it gets nothing
    /// applied and then finds the session gone).
    func remove(_ id: String) -> SessionEntry? {
        guard let removed = shard(id).entries.write({ $0.removeValue(forKey: id) }) else { return nil }
        counter.subtract(1, ordering: .relaxed)
        if removed.evict(force: true) { loadedCount.subtract(1, ordering: .relaxed) }
        return removed
    }

    /// Every session, in creation order.
    func all() -> [SessionEntry] {
        unordered().sorted { $0.ordinal < $1.ordinal }
    }

    /// Every session, in no particular order (eviction does not need one).
    func unordered() -> [SessionEntry] {
        shards.flatMap { shard in shard.entries.read { Array($0.values) } }
    }
}
