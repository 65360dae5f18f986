import Synchronization

/// Every live session by id. The map is split into shards, each with its own lock held only
/// for a look-up or an insert, so there is no global lock around engine work.
final class SessionRegistry: Sendable {
    private static let shardCount = 32
    /// One lock and the sessions whose id hashes to it.
    private final class Shard: Sendable {
        let sessions = ReadWriteLock<[String: SessionHost]>([:])
    }

    private let shards: [Shard]
    private let counter = Atomic<Int>(0)
    private let ordinals = Atomic<Int>(0)

    init() {
        shards = (0..<Self.shardCount).map { _ in Shard() }
    }

    private func shard(_ id: String) -> Int {
        var hash: UInt32 = 2_166_136_261
        for byte in id.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return Int(hash % UInt32(Self.shardCount))
    }

    var count: Int { counter.load(ordering: .relaxed) }

    func nextOrdinal() -> Int { ordinals.add(1, ordering: .relaxed).newValue }

    func host(_ id: String) -> SessionHost? {
        shards[shard(id)].sessions.read { $0[id] }
    }

    /// Inserts unless a host with that id exists; returns the one that is registered.
    @discardableResult
    func insert(_ host: SessionHost) -> SessionHost {
        let (registered, inserted) = shards[shard(host.id)].sessions.write { map -> (SessionHost, Bool) in
            if let existing = map[host.id] { return (existing, false) }
            map[host.id] = host
            return (host, true)
        }
        if inserted { counter.add(1, ordering: .relaxed) }
        return registered
    }

    func remove(_ id: String) -> SessionHost? {
        let removed = shards[shard(id)].sessions.write { $0.removeValue(forKey: id) }
        if removed != nil { counter.subtract(1, ordering: .relaxed) }
        return removed
    }

    /// Every session, in creation order.
    func all() -> [SessionHost] {
        shards.flatMap { shard in shard.sessions.read { Array($0.values) } }.sorted { $0.ordinal < $1.ordinal }
    }
}
