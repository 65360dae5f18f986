#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value behind a `pthread_rwlock_t`: many readers at once, one writer.
///
/// Sessions are read far more often than written (GET snapshot/layout/trace vs POST events)
/// and the registry is read on every request. `Synchronization.Mutex` on Linux is a
/// priority-inheritance futex that always sleeps in the kernel when contended; measured under
/// wrk, two pool threads reading one session spent most of their time in context switches.
final class ReadWriteLock<Value: Sendable>: @unchecked Sendable {
    // The lock lives at a fixed address (pthread locks must not move); `value` is only
    // touched while it is held, which is what makes the unchecked Sendable sound.
    private let lock: UnsafeMutablePointer<pthread_rwlock_t>
    private var value: Value

    init(_ value: Value) {
        self.value = value
        lock = .allocate(capacity: 1)
        var attributes = pthread_rwlockattr_t()
        pthread_rwlockattr_init(&attributes)
        #if canImport(Glibc)
        // Writers must not starve behind a stream of readers (events wait for GETs otherwise).
        pthread_rwlockattr_setkind_np(&attributes, Int32(PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP))
        #endif
        precondition(pthread_rwlock_init(lock, &attributes) == 0, "pthread_rwlock_init failed")
        pthread_rwlockattr_destroy(&attributes)
    }

    deinit {
        pthread_rwlock_destroy(lock)
        lock.deallocate()
    }

    func read<T>(_ body: (borrowing Value) throws -> T) rethrows -> T {
        pthread_rwlock_rdlock(lock)
        defer { pthread_rwlock_unlock(lock) }
        return try body(value)
    }

    /// Non-throwing on purpose: callers that can fail return a `Result` from `body`. (A
    /// typed-throws generic here miscompiled in debug builds of Swift 6.3: the returned
    /// tuple came back corrupt once `SessionState` changed size.)
    func write<T>(_ body: (inout Value) -> T) -> T {
        pthread_rwlock_wrlock(lock)
        defer { pthread_rwlock_unlock(lock) }
        return body(&value)
    }
}
