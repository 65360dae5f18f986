import RotationEngine

/// The one way events enter a session (docs/architecture.md, "The event path"): find the
/// session, stage the events under its lock and hand them to the store in the same step, then
/// — once committed, on the store's writer thread — publish them and complete. No caller's
/// thread waits for the disk. Without a store the events are published and completed at once.
extension Sessions {
    /// What a completion receives: a value, or the domain error that refused the work.
    public typealias Completion<Value: Sendable> = @Sendable (Result<Value, SwivelError>) -> Void

    /// Applies `events` (all or none, optionally only at `expectedVersion`) to session `id`
    /// and completes once they are stored with what they did (`SessionHost.Applied`: version,
    /// trace, decisions, state for the snapshot), or with the refusal: unknown session,
    /// crashed session, version mismatch, a refused event (nothing applied), a full log, a
    /// failed commit (nothing applied, the store's health degraded). `host` is the session's
    /// host when the caller has just looked it up (saves a look-up).
    ///
    /// `completion` runs exactly once: on the caller's thread for a refusal or without a
    /// store, else on the store's writer thread — hand the result on, do not encode there.
    public func submit(
        _ events: [Event], to id: String, host lookedUp: SessionHost? = nil, expectedVersion: Int?,
        completion: @escaping Completion<SessionHost.Applied>
    ) {
        do throws(SwivelError) {
            try submitOrThrow(events, to: id, host: lookedUp, expectedVersion: expectedVersion, completion: completion)
        } catch {
            completion(.failure(error))
        }
    }

    /// `submit`, a refusal found before the store is involved thrown instead of completed.
    private func submitOrThrow(
        _ events: [Event], to id: String, host lookedUp: SessionHost?, expectedVersion: Int?,
        completion: @escaping Completion<SessionHost.Applied>
    ) throws(SwivelError) {
        guard let store else {
            let (_, applied) = try applyInMemory(events, to: id, host: lookedUp, expectedVersion: expectedVersion)
            metrics.eventsApplied.increment(by: Int64(events.count))
            completion(.success(applied))
            return
        }
        let logger = self.logger
        let health = storeHealth
        let eventsApplied = metrics.eventsApplied
        _ = try stage(events, to: id, host: lookedUp, expectedVersion: expectedVersion) { (host, staged) throws(SwivelError) in
            do {
                try store.append(
                    sessionID: id, firstIndex: staged.firstIndex, events: staged.events.map(\.canonicalJSON),
                    summary: staged.summary?.stored
                ) { committed in
                    switch committed {
                    case .success:
                        health.recordSuccess(storedEvents: true)
                        let applied = host.publish(staged)
                        eventsApplied.increment(by: Int64(staged.events.count))
                        completion(.success(applied))
                    case .failure(let error):
                        host.abandon(staged)
                        completion(.failure(Self.storageFailure(error, doing: "store the events", logger: logger, health: health)))
                    }
                }
            } catch {
                throw storageFailure(error, doing: "store the events")
            }
        }
    }

    /// Stages `events` on the session (all or none), calling `handOff` with them while the
    /// session is locked — where the caller gives them to the store.
    func stage(
        _ events: [Event], to id: String, host lookedUp: SessionHost? = nil, expectedVersion: Int?,
        handOff: (SessionHost, SessionHost.Staged) throws(SwivelError) -> Void
    ) throws(SwivelError) -> (host: SessionHost, staged: SessionHost.Staged) {
        try onLiveHost(id, lookedUp: lookedUp) { (host: SessionHost) throws(SwivelError) in
            try host.stage(events, expectedVersion: expectedVersion) { (staged: SessionHost.Staged) throws(SwivelError) in
                try handOff(host, staged)
            }
        }
    }

    /// Applies `events` and publishes them at once: the event path without a store
    /// (`--durability memory`).
    func applyInMemory(
        _ events: [Event], to id: String, host lookedUp: SessionHost? = nil, expectedVersion: Int?
    ) throws(SwivelError) -> (host: SessionHost, applied: SessionHost.Applied) {
        try onLiveHost(id, lookedUp: lookedUp) { (host: SessionHost) throws(SwivelError) in
            try host.applyUnstored(events, expectedVersion: expectedVersion)
        }
    }

    /// Runs `body` on the session's live host and returns the host with its result. A host
    /// evicted between the look-up and its lock is retired and `body` answers nil there, having
    /// done nothing: the session is looked up again, which loads the stored state — everything
    /// the retired host accepted — and pins it until `body` is done, so eviction cannot retire
    /// that copy too (only a deletion can). The one place that retries around eviction.
    private func onLiveHost<Value>(
        _ id: String, lookedUp: SessionHost?, _ body: (SessionHost) throws(SwivelError) -> Value?
    ) throws(SwivelError) -> (SessionHost, Value) {
        if let lookedUp, let result = try body(lookedUp) { return (lookedUp, result) }
        for _ in 0..<Self.evictionRetries {
            guard let host = try registry.host(id, pinned: true) else { throw .sessionNotFound(id) }
            defer { host.unpin() }
            if let result = try body(host) { return (host, result) }
        }
        throw .storageUnavailable("session \(id) was evicted from memory \(Self.evictionRetries) times while applying events; retry (or raise --max-loaded-sessions)")
    }

    static var evictionRetries: Int { 8 }
}
