/// Keeping memory bounded (100k sessions within 256 MB): past `maxLoaded` loaded
/// hosts, the least recently used are evicted down to 90 % of it, so the scan over every entry
/// that picks them is paid once per `maxLoaded / 10` loads, not on each.
extension SessionRegistry {
    /// Evicts if over the limit; one thread at a time (others carry on: the limit is soft).
    func evictIfNeeded() {
        guard loadedCount.load(ordering: .relaxed) > maxLoaded,
              !evicting.exchange(true, ordering: .acquiring) else { return }
        defer { evicting.store(false, ordering: .releasing) }
        let target = maxLoaded - maxLoaded / 10
        let excess = loadedCount.load(ordering: .relaxed) - target
        guard excess > 0 else { return }
        let candidates = unordered()
            .filter(\.isLoaded)
            .map { (entry: $0, used: $0.lastUsed.load(ordering: .relaxed)) }
            .sorted { $0.used < $1.used }
        for candidate in candidates.prefix(excess) where candidate.entry.evict() {
            loadedCount.subtract(1, ordering: .relaxed)
            metrics?.evictions.increment()
        }
    }
}
