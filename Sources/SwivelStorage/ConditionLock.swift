#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pthread mutex with two condition variables: one the writer thread sleeps on until work
/// arrives, one callers sleep on until their batch is committed.
///
/// `Synchronization.Mutex` has no condition variables, and a Dispatch semaphore per request
/// would allocate on the hot path; this is allocated once per store. The pthread objects live
/// in heap memory that never moves (they must not be copied).
final class ConditionLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let workCondition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private let doneCondition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(workCondition, nil)
        pthread_cond_init(doneCondition, nil)
    }

    deinit {
        pthread_cond_destroy(doneCondition)
        pthread_cond_destroy(workCondition)
        pthread_mutex_destroy(mutex)
        doneCondition.deallocate()
        workCondition.deallocate()
        mutex.deallocate()
    }

    func lock() { pthread_mutex_lock(mutex) }
    func unlock() { pthread_mutex_unlock(mutex) }

    /// Writer side: sleep until `signalWork` (call with the lock held).
    func waitForWork() { pthread_cond_wait(workCondition, mutex) }
    func signalWork() { pthread_cond_signal(workCondition) }

    /// Caller side: sleep until `broadcastDone` (call with the lock held).
    func waitForDone() { pthread_cond_wait(doneCondition, mutex) }
    func broadcastDone() { pthread_cond_broadcast(doneCondition) }
}
