import RotationEngine
import SwivelStorage

/// Where the routes meet the store and the registry (issue 6): a session is stored before it
/// is registered, events are stored before they become visible, and an event that reaches an
/// evicted host goes to a freshly loaded copy instead.
extension SessionService {
    /// Launches a new session, stores its creation record with its summary, then registers it.
    /// Nothing is registered when storing fails (503). Room is reserved atomically first (`SessionRegistry.reserve(limit:)`), so concurrent
    /// creations never pass `maxSessions` together; a failed creation gives the room back.
    func registerNewSession(id: String, request: SessionRequest) throws(APIError) -> SessionHost {
        guard registry.reserve(limit: maxSessions) else { throw .tooManySessions(limit: maxSessions) }
        // With a store, the store keeps the event log and the host reads it back when needed.
        let host = Self.launch(id: id, request: request, ordinal: registry.nextOrdinal(), keepsEvents: store == nil)
        if let store {
            do {
                try store.createSession(id: id, creation: request.storedRecord, summary: host.summary.stored)
                storeHealth.recordSuccess()
            } catch {
                registry.releaseReservation()
                throw storageFailure(error, doing: "create the session")
            }
        }
        registry.insert(host, reserved: true)
        return host
    }

    /// Stages `events` on the session (all or none), calling `handOff` with them while the
    /// session is locked — where the caller gives them to the store. `host` is the session's
    /// host when the caller has just looked it up (saves a look-up).
    func stage(
        _ events: [Event], to id: String, host lookedUp: SessionHost? = nil, expectedVersion: Int?,
        handOff: (SessionHost, SessionHost.Staged) throws(APIError) -> Void
    ) throws(APIError) -> (host: SessionHost, staged: SessionHost.Staged) {
        try onLiveHost(id, lookedUp: lookedUp) { (host: SessionHost) throws(APIError) in
            try host.stage(events, expectedVersion: expectedVersion) { (staged: SessionHost.Staged) throws(APIError) in
                try handOff(host, staged)
            }
        }
    }

    /// Applies `events` and publishes them at once: the event path without a store
    /// (`--durability memory`).
    func applyInMemory(
        _ events: [Event], to id: String, host lookedUp: SessionHost? = nil, expectedVersion: Int?
    ) throws(APIError) -> (host: SessionHost, applied: SessionHost.Applied) {
        try onLiveHost(id, lookedUp: lookedUp) { (host: SessionHost) throws(APIError) in
            try host.applyUnstored(events, expectedVersion: expectedVersion)
        }
    }

    /// Runs `body` on the session's live host and returns the host with its result. A host
    /// evicted between the look-up and its lock is retired and `body` answers nil there, having
    /// done nothing: the session is looked up again, which loads the stored state — everything
    /// the retired host accepted. The one place that retries around eviction.
    private func onLiveHost<Value>(
        _ id: String, lookedUp: SessionHost?, _ body: (SessionHost) throws(APIError) -> Value?
    ) throws(APIError) -> (SessionHost, Value) {
        var candidate = lookedUp
        for _ in 0..<Self.evictionRetries {
            let host: SessionHost
            if let candidate { host = candidate } else { host = try self.host(id) }
            candidate = nil
            if let result = try body(host) { return (host, result) }
        }
        throw .storageUnavailable("session \(id) was evicted from memory \(Self.evictionRetries) times while applying events; retry (or raise --max-loaded-sessions)")
    }

    static var evictionRetries: Int { 8 }

    /// Every session's summary, in creation order, without loading any.
    func sessionSummaries() -> [(id: String, summary: SessionSummary)] {
        registry.all().map { ($0.id, $0.summary) }
    }
}
