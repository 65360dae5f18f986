#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// One server per database file: an exclusive `flock` on the file, held as long as
/// the store is open and released with it (or by the kernel when the process dies, kill -9
/// included). SQLite's own locks are `fcntl` locks, which `flock` does not touch, and taking it
/// reads and writes nothing.
final class DatabaseLock: Sendable {
    /// The locked descriptor, nil once released.
    private let held: Mutex<Int32?>

    init(path: String) throws(StorageError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw StorageError.invalidPath(path, reason: "cannot open it to lock it (\(String(cString: strerror(errno))))")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let code = errno
            close(descriptor)
            if code == EWOULDBLOCK { throw StorageError.inUse(path: path) }
            throw StorageError.invalidPath(path, reason: "cannot lock it (\(String(cString: strerror(code))))")
        }
        held = Mutex(descriptor)
    }

    /// Lets another server (or a reopened store) take the file. Safe to call twice.
    func release() {
        if let descriptor = held.withLock({ current -> Int32? in defer { current = nil }; return current }) {
            close(descriptor)
        }
    }

    deinit {
        release()
    }
}
