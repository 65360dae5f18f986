import Synchronization

/// Whether the store can write right now, as `GET /v1/health` reports it: the last
/// write that failed for the server's reasons (disk full, read-only file, I/O error) makes the
/// server `degraded` until a write succeeds again. Reads keep working meanwhile. A journal that
/// could not be folded (`StorageError.journalFull`) refuses events only, so only stored events
/// clear it: a session created or deleted meanwhile does not.
final class StoreHealth: Sendable {
    private struct Failure {
        var description: String
        var clearedByEventsOnly: Bool
    }

    private let failure = Mutex<Failure?>(nil)

    func recordFailure(_ description: String, clearedByEventsOnly: Bool = false) {
        failure.withLock { $0 = Failure(description: description, clearedByEventsOnly: clearedByEventsOnly) }
    }

    /// A write succeeded; `storedEvents` when it stored events.
    func recordSuccess(storedEvents: Bool) {
        // Cheap on the hot path: a write only clears what a failure set.
        failure.withLock { current in
            guard let set = current, storedEvents || !set.clearedByEventsOnly else { return }
            current = nil
        }
    }

    /// Why the store cannot write, nil when it can (as far as the last write knows).
    var problem: String? { failure.withLock { $0?.description } }
}
