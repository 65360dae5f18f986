#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The store's writer thread: a named pthread running `body`, joined with `join`. Named
/// (`swivel-writer`) so that `top -H`, `perf` and `/proc/…/task` tell it apart from
/// libmicrohttpd's pool.
struct StorageThread: @unchecked Sendable {
    private let id: pthread_t

    /// Starts `body` on a new thread called `name` (at most 15 bytes on Linux).
    static func start(name: String, _ body: @escaping @Sendable () -> Void) throws(StorageError) -> StorageThread {
        final class Box: @unchecked Sendable {
            let name: String
            let body: @Sendable () -> Void
            init(name: String, body: @escaping @Sendable () -> Void) { self.name = name; self.body = body }
        }
        let context = Unmanaged.passRetained(Box(name: name, body: body)).toOpaque()
        #if canImport(Glibc)
        var id = pthread_t()
        #else
        var id: pthread_t?
        #endif
        // The parameter is optional on Glibc and not on Darwin; binding it to an optional
        // local compiles on both.
        let code = pthread_create(&id, nil, { raw in
            let pointer: UnsafeMutableRawPointer? = raw
            guard let pointer else { return nil }
            let box = Unmanaged<Box>.fromOpaque(pointer).takeRetainedValue()
            #if canImport(Glibc)
            _ = setThreadName(pthread_self(), box.name)
            #else
            _ = pthread_setname_np(box.name)
            #endif
            box.body()
            return nil
        }, context)
        guard code == 0 else {
            Unmanaged<Box>.fromOpaque(context).release()
            throw StorageError.sqlite(code: 1, message: "cannot start the \(name) thread (pthread_create: \(code))", context: "opening the store")
        }
        #if canImport(Glibc)
        return StorageThread(id: id)
        #else
        return StorageThread(id: id!)
        #endif
    }

    /// Waits for the thread to finish.
    func join() {
        pthread_join(id, nil)
    }
}

#if canImport(Glibc)
/// glibc's `pthread_setname_np`, which its module map leaves out (it needs `_GNU_SOURCE`).
@_silgen_name("pthread_setname_np")
private func setThreadName(_ thread: pthread_t, _ name: UnsafePointer<CChar>) -> Int32
#endif
