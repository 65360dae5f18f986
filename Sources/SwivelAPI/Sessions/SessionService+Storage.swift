import HTTPServer
import RotationEngine
import SwivelStorage
import Synchronization

/// Where the routes meet the store and the registry (issue 6): a session is stored before it
/// is registered, events are stored before they become visible, and an event that reaches an
/// evicted host goes to a freshly loaded copy instead.
extension SessionService {
    /// Launches a new session, stores its creation record with its summary, registers it, then
    /// applies `events` (a finding's, or none) the one way events enter a session (`submit`),
    /// and answers with `answer(host, state)` once all of it is stored — deferred like an event's
    /// answer: no pool thread waits for the disk. Nothing is registered when storing fails
    /// (`failure`, 503). Room is reserved atomically first (`SessionRegistry.reserve(limit:)`),
    /// so concurrent creations never pass `maxSessions` together; a failed creation gives the
    /// room back. The store runs its writes in the order queued, so the events' append (queued
    /// after the creation) commits after it, and the session is registered before they publish.
    func registerNewSession(
        id: String, request: SessionRequest, events: [Event] = [],
        answer: @escaping @Sendable (SessionHost, SessionState) -> HTTPResponse,
        failure: @escaping @Sendable (APIError) -> HTTPResponse
    ) throws(APIError) -> HTTPResponse {
        guard registry.reserve(limit: maxSessions) else { throw .tooManySessions(limit: maxSessions) }
        // With a store, the store keeps the event log and the host reads it back when needed.
        let host = Self.launch(id: id, request: request, ordinal: registry.nextOrdinal(), keepsEvents: store == nil)
        guard let store else {
            registry.insert(host, reserved: true)
            return try answerAfter(events, on: host, answer: answer, failure: failure)
        }
        let created = events.isEmpty ? PendingResponse() : nil
        let creationFailure = CreationFailure()
        let registry = self.registry
        let logger = self.logger
        let health = storeHealth
        do {
            try store.createSession(id: id, creation: request.storedRecord, summary: host.summary.stored) { stored in
                switch stored {
                case .success:
                    health.recordSuccess(storedEvents: false)
                    registry.insert(host, reserved: true)
                    created?.complete { answer(host, host.read { $0.state }) }
                case .failure(let error):
                    registry.releaseReservation()
                    let problem = Self.storageFailure(error, doing: "create the session", logger: logger, health: health)
                    // With events, their append (queued after this) fails too, for want of the
                    // session, and answers this failure, the one worth reporting.
                    creationFailure.problem.withLock { $0 = problem }
                    created?.complete { failure(problem) }
                }
            }
        } catch {
            registry.releaseReservation()
            throw storageFailure(error, doing: "create the session")
        }
        if let created { return .deferred(created) }
        return try answerAfter(events, on: host, answer: answer) { problem in
            failure(creationFailure.problem.withLock { $0 } ?? problem)
        }
    }

    /// A creation's failure, kept for the events queued after it (their completion runs later).
    private final class CreationFailure: Sendable {
        let problem = Mutex<APIError?>(nil)
    }

    /// `answer` once `events` (maybe none) are applied to the new `host`.
    private func answerAfter(
        _ events: [Event], on host: SessionHost,
        answer: @escaping @Sendable (SessionHost, SessionState) -> HTTPResponse,
        failure: @escaping @Sendable (APIError) -> HTTPResponse
    ) throws(APIError) -> HTTPResponse {
        if events.isEmpty { return answer(host, host.read { $0.state }) }
        return try submit(events, to: host.id, host: host, expectedVersion: 0,
                          answer: { host, applied in answer(host, applied.state) }, failure: failure)
    }

    /// Deletes the session from the store, then from the registry, and answers `answer()` —
    /// deferred until the deletion is committed. 404 if no such session (also when another
    /// deletion took it meanwhile).
    func removeSession(
        _ id: String, answer: @escaping @Sendable () -> HTTPResponse, failure: @escaping @Sendable (APIError) -> HTTPResponse
    ) throws(APIError) -> HTTPResponse {
        // Existence only: an evicted session is deleted without being replayed first.
        guard registry.entry(id) != nil else { throw .sessionNotFound(id) }
        guard let store else {
            guard registry.remove(id) != nil else { throw .sessionNotFound(id) }
            return answer()
        }
        let deleted = PendingResponse()
        let registry = self.registry
        let logger = self.logger
        let health = storeHealth
        do {
            try store.deleteSession(id: id) { stored in
                switch stored {
                case .success:
                    health.recordSuccess(storedEvents: false)
                    let removed = registry.remove(id) != nil
                    deleted.complete { removed ? answer() : failure(.sessionNotFound(id)) }
                case .failure(let error):
                    let problem = Self.storageFailure(error, doing: "delete the session", logger: logger, health: health)
                    deleted.complete { failure(problem) }
                }
            }
        } catch {
            throw storageFailure(error, doing: "delete the session")
        }
        return .deferred(deleted)
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
