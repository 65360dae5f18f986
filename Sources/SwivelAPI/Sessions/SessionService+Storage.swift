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
        let host = Self.launch(id: id, request: request, ordinal: registry.nextOrdinal())
        if let store {
            do {
                try store.createSession(id: id, creation: request.storedRecord, summary: host.summary.stored)
            } catch {
                registry.releaseReservation()
                throw storageFailure(error, doing: "create the session")
            }
        }
        registry.insert(host, reserved: true)
        return host
    }

    /// Applies `events` to the session all or none, storing them (with the new summary when the
    /// status changed) before they become visible. Returns the host that applied them.
    /// `host` is the session's host when the caller has just looked it up (saves a look-up).
    func applyEvents(
        _ events: [Event], to id: String, host lookedUp: SessionHost? = nil, expectedVersion: Int?
    ) throws(APIError) -> (host: SessionHost, applied: SessionHost.Applied) {
        let store = self.store
        // A retired host (evicted between the look-up and its lock) applies nothing; the next
        // look-up loads the stored state, which has everything the retired host accepted.
        var candidate = lookedUp
        for _ in 0..<Self.evictionRetries {
            let host: SessionHost
            if let candidate { host = candidate } else { host = try self.host(id) }
            candidate = nil
            let applied = try host.apply(events, expectedVersion: expectedVersion) { (firstIndex, events, summary) throws(APIError) in
                guard let store else { return }
                do {
                    try store.append(sessionID: id, firstIndex: firstIndex, events: events.map(\.canonicalJSON), summary: summary?.stored)
                } catch {
                    throw storageFailure(error, doing: "store the events")
                }
            }
            if let applied { return (host, applied) }
        }
        throw .storageUnavailable("session \(id) was evicted from memory \(Self.evictionRetries) times while applying events; retry (or raise --max-loaded-sessions)")
    }

    static var evictionRetries: Int { 8 }

    /// Every session's summary, in creation order, without loading any.
    func sessionSummaries() -> [(id: String, summary: SessionSummary)] {
        registry.all().map { ($0.id, $0.summary) }
    }
}
