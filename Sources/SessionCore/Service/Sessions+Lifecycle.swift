import Logging
import RotationEngine
import SwivelStorage
import Synchronization

/// Creating and deleting sessions: a session is stored before it is registered, and deleted
/// from the store before it leaves the registry (docs/architecture.md, "The session core").
extension Sessions {
    /// A new session as its creation completes: its host and its state once any events given
    /// with it are applied.
    public struct Created: Sendable {
        public let host: SessionHost
        public let state: SessionState
    }

    /// Launches session `id`, stores its creation record with its summary, registers it, then
    /// applies `events` (a finding's, or none) the one way events enter a session (`submit`),
    /// and completes once all of it is stored. Nothing is registered when storing fails
    /// (`storageUnavailable`). Room is reserved atomically first, so concurrent creations never
    /// pass `maxSessions` together (`tooManySessions`); a failed creation gives the room back.
    /// The store runs its writes in the order queued, so the events' append (queued after the
    /// creation) commits after it, and the session is registered before they publish.
    public func create(id: String, request: SessionRequest, events: [Event] = [], completion: @escaping Completion<Created>) {
        guard registry.reserve(limit: maxSessions) else { return completion(.failure(.tooManySessions(limit: maxSessions))) }
        // With a store, the store keeps the event log and the host reads it back when needed.
        let host = SessionHost.launch(id: id, request: request, ordinal: registry.nextOrdinal(), keepsEvents: store == nil)
        guard let store else {
            registry.insert(host, reserved: true)
            return completeAfter(events, on: host, completion: completion)
        }
        let creationFailure = CreationFailure()
        let registry = self.registry
        let (logger, health) = (self.logger, storeHealth)
        let withoutEvents = events.isEmpty
        do {
            try store.createSession(id: id, creation: request.storedRecord, summary: host.summary.stored) { stored in
                switch stored {
                case .success:
                    health.recordSuccess(storedEvents: false)
                    registry.insert(host, reserved: true)
                    if withoutEvents { completion(.success(Created(host: host, state: host.read { $0.state }))) }
                case .failure(let error):
                    registry.releaseReservation()
                    let problem = Self.storageFailure(error, doing: "create the session", logger: logger, health: health)
                    if withoutEvents { return completion(.failure(problem)) }
                    // The events' append (queued after this) fails too, for want of the
                    // session, and completes with this failure, the one worth reporting.
                    creationFailure.problem.withLock { $0 = problem }
                }
            }
        } catch {
            registry.releaseReservation()
            return completion(.failure(storageFailure(error, doing: "create the session")))
        }
        if withoutEvents { return }
        completeAfter(events, on: host) { result in
            completion(result.mapError { creationFailure.problem.withLock { $0 } ?? $0 })
        }
    }

    /// A creation's failure, kept for the events queued after it (their completion runs later).
    private final class CreationFailure: Sendable {
        let problem = Mutex<SwivelError?>(nil)
    }

    /// Completes with the new `host` once `events` (maybe none) are applied to it.
    private func completeAfter(_ events: [Event], on host: SessionHost, completion: @escaping Completion<Created>) {
        if events.isEmpty { return completion(.success(Created(host: host, state: host.read { $0.state }))) }
        submit(events, to: host.id, host: host, expectedVersion: 0) { result in
            completion(result.map { Created(host: host, state: $0.state) })
        }
    }

    /// Deletes the session from the store, then from the registry, and completes once the
    /// deletion is committed. `sessionNotFound` if there is no such session (also when another
    /// deletion took it meanwhile).
    public func delete(_ id: String, completion: @escaping Completion<Void>) {
        // Existence only: an evicted session is deleted without being replayed first.
        guard registry.entry(id) != nil else { return completion(.failure(.sessionNotFound(id))) }
        guard let store else {
            return completion(registry.remove(id) != nil ? .success(()) : .failure(.sessionNotFound(id)))
        }
        let registry = self.registry
        let (logger, health) = (self.logger, storeHealth)
        do {
            try store.deleteSession(id: id) { stored in
                switch stored {
                case .success:
                    health.recordSuccess(storedEvents: false)
                    completion(registry.remove(id) != nil ? .success(()) : .failure(.sessionNotFound(id)))
                case .failure(let error):
                    completion(.failure(Self.storageFailure(error, doing: "delete the session", logger: logger, health: health)))
                }
            }
        } catch {
            completion(.failure(storageFailure(error, doing: "delete the session")))
        }
    }

    /// A random session id no registered session has. The store refuses a duplicate anyway,
    /// but a finding's events, queued behind its creation, would then be appended to the
    /// session already stored under the id if that one had no events yet: picking a free id
    /// keeps that from happening but for two creations drawing the same fresh id at once
    /// (1 in 2^64).
    public func newSessionID() -> String {
        SessionID.unused { registry.entry($0) != nil }
    }

    func storageFailure(_ error: any Error, doing action: String) -> SwivelError {
        Self.storageFailure(error, doing: action, logger: logger, health: storeHealth)
    }

    /// The `storageUnavailable` for a failed write, logged (also from the store's writer
    /// thread); a failure of the store itself (not of the request) makes the health `degraded`.
    static func storageFailure(_ error: any Error, doing action: String, logger: Logger, health: StoreHealth) -> SwivelError {
        logger.error("storage failed", metadata: ["action": "\(action)", "error": "\(error)"])
        if let storage = error as? StorageError, storage.isUnavailable {
            let eventsOnly = if case .journalFull = storage { true } else { false }
            health.recordFailure("could not \(action): \(storage)", clearedByEventsOnly: eventsOnly)
        }
        return .storageUnavailable("could not \(action) (\(error))")
    }
}

/// Session ids: 16 random hex digits.
public enum SessionID {
    public static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        let value = generator.next() as UInt64
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// A random id that `taken` says no session has (tests stand in for the registry).
    public static func unused(make: () -> String = SessionID.make, taken: (String) -> Bool) -> String {
        var id = make()
        while taken(id) { id = make() }
        return id
    }
}
