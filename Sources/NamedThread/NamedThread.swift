#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CNamedThread

/// A named pthread running one closure: the one place Swivel starts threads of its own (the
/// store's writer, the header-deadline sweeper). Named so that `top -H`, `perf` and
/// `/proc/PID/task` tell them apart from libmicrohttpd's pool (docs/architecture.md, "Threads
/// and locks").
public struct NamedThread: @unchecked Sendable {
    private let id: pthread_t

    /// Why a thread could not be started: `pthread_create`'s error number.
    public struct StartError: Error, CustomStringConvertible {
        public let name: String
        public let code: Int32
        public var description: String { "cannot start the \(name) thread (pthread_create: \(code))" }
    }

    /// Starts `body` on a new thread called `name` (at most 15 bytes on Linux; cut beyond).
    public static func start(name: String, _ body: @escaping @Sendable () -> Void) throws(StartError) -> NamedThread {
        final class Start: @unchecked Sendable {
            let name: String
            let body: @Sendable () -> Void
            init(name: String, body: @escaping @Sendable () -> Void) { self.name = name; self.body = body }
        }
        let context = Unmanaged.passRetained(Start(name: name, body: body)).toOpaque()
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
            let start = Unmanaged<Start>.fromOpaque(pointer).takeRetainedValue()
            _ = swivel_name_current_thread(start.name)
            start.body()
            return nil
        }, context)
        guard code == 0 else {
            Unmanaged<Start>.fromOpaque(context).release()
            throw StartError(name: name, code: code)
        }
        #if canImport(Glibc)
        return NamedThread(id: id)
        #else
        return NamedThread(id: id!)
        #endif
    }

    /// Waits for the thread to finish.
    public func join() {
        pthread_join(id, nil)
    }

    /// Lets the thread finish on its own: nothing will join it.
    public func detach() {
        pthread_detach(id)
    }
}
