import Synchronization

/// Whether the store can write right now, as `GET /v1/health` reports it (issue 15): the last
/// write that failed for the server's reasons (disk full, read-only file, I/O error) makes the
/// server `degraded` until a write succeeds again. Reads keep working meanwhile.
final class StoreHealth: Sendable {
    private let failure = Mutex<String?>(nil)

    func recordFailure(_ description: String) {
        failure.withLock { $0 = description }
    }

    func recordSuccess() {
        // Cheap on the hot path: a write only clears what a failure set.
        failure.withLock { if $0 != nil { $0 = nil } }
    }

    /// Why the store cannot write, nil when it can (as far as the last write knows).
    var problem: String? { failure.withLock { $0 } }
}
