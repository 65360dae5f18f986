import Synchronization

/// One stored (or, without a store, live) session in the registry: always its summary, and
/// its `SessionHost` while loaded. Idle hosts are evicted and loaded again on demand.
///
/// Lock order: the entry's lock, then the host's. Loading runs under the entry's lock, so two
/// copies of a session are never loaded at once, and requests for other sessions never wait.
final class SessionEntry: Sendable {
    struct Slot: Sendable {
        var host: SessionHost?
        /// Up to date while unloaded; while loaded, the host's state is the truth.
        var summary: SessionSummary
    }

    let id: String
    /// Creation order, for stable listings.
    let ordinal: Int
    /// Registry tick of the last access; eviction takes the smallest first.
    let lastUsed = Atomic<Int>(0)
    private let slot: ReadWriteLock<Slot>

    init(id: String, ordinal: Int, summary: SessionSummary, host: SessionHost?) {
        self.id = id
        self.ordinal = ordinal
        slot = ReadWriteLock(Slot(host: host, summary: summary))
    }

    var isLoaded: Bool { slot.read { $0.host != nil } }

    /// The loaded host, loading it with `load` first if needed. The second value is true when
    /// this call loaded it. Loaded (the common case) costs a shared read lock only. `pinned`:
    /// the host is pinned (`SessionHost.pin`) under the same lock, so no eviction, which takes
    /// this lock to write, can retire it before the caller has staged its events.
    func host(pinned: Bool = false, load: () throws(SwivelError) -> SessionHost) throws(SwivelError) -> (SessionHost, loaded: Bool) {
        let held = slot.read { slot -> SessionHost? in
            if pinned { slot.host?.pin() }
            return slot.host
        }
        if let held { return (held, false) }
        let outcome = slot.write { (slot: inout Slot) -> Result<(SessionHost, loaded: Bool), SwivelError> in
            if let host = slot.host {
                if pinned { host.pin() }
                return .success((host, false))
            }
            do throws(SwivelError) {
                let host = try load()
                if pinned { host.pin() }
                slot.host = host
                return .success((host, true))
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }

    /// The current summary (from the host when loaded).
    var summary: SessionSummary {
        slot.read { slot in slot.host?.summary ?? slot.summary }
    }

    /// Unloads the host: marks it retired (so it refuses every later event, which then goes to
    /// a freshly loaded copy) and keeps its final summary. Returns false when nothing was loaded.
    /// A host whose events are still being committed stays loaded (false), unless `force`d
    /// (the session is being deleted).
    @discardableResult
    func evict(force: Bool = false) -> Bool {
        slot.write { slot in
            guard let host = slot.host, let summary = host.retire(force: force) else { return false }
            slot.summary = summary
            slot.host = nil
            return true
        }
    }
}
