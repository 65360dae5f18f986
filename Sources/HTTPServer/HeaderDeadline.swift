#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import NamedThread
import Synchronization

/// A deadline for a request's headers (slowloris): libmicrohttpd's timeout counts
/// inactivity only and it calls Swivel's handler only once the headers are complete, so a
/// client sending one header byte every few seconds would hold its connection for ever.
/// Every connection is watched from when it starts waiting for a request (connected, or its
/// previous request completed) until its headers have arrived; a sweeper thread shuts down the
/// socket of one that waited longer than the deadline, and libmicrohttpd then closes it as it
/// would any connection its peer dropped. (The body has its own deadline in `RequestHandling`.)
///
/// `shutdown(2)`, not `close(2)`: libmicrohttpd still owns the descriptor. A connection leaves
/// the watch list (`closed`) under the same lock the sweeper holds while it shuts sockets down,
/// and libmicrohttpd closes the descriptor only after that notification, so the sweeper never
/// touches a descriptor number that was reused.
final class HeaderDeadline: Sendable {
    /// One watched connection.
    final class Watched: Sendable {
        let socket: Int32
        /// Nanoseconds since `origin` when the connection started waiting for headers; 0 when
        /// it is not waiting (its headers arrived, or it was already shut down).
        let waitingSince = Atomic<Int64>(0)

        init(socket: Int32) { self.socket = socket }
    }

    let limit: Duration
    private let origin = ContinuousClock.now
    private let watched = Mutex<[ObjectIdentifier: Watched]>([:])
    private let stopping = Atomic<Bool>(false)

    init(limit: Duration) {
        self.limit = limit
    }

    private static func nanoseconds(_ duration: Duration) -> Int64 {
        duration.components.seconds * 1_000_000_000 + duration.components.attoseconds / 1_000_000_000
    }

    /// Nanoseconds since this watch began (never 0 in practice: the first call is later).
    func now() -> Int64 {
        max(Self.nanoseconds(ContinuousClock.now - origin), 1)
    }

    /// A connection opened: it waits for its first request's headers from now.
    func opened(socket: Int32) -> Watched {
        let connection = Watched(socket: socket)
        connection.waitingSince.store(now(), ordering: .relaxed)
        watched.withLock { $0[ObjectIdentifier(connection)] = connection }
        return connection
    }

    func closed(_ connection: Watched) {
        _ = watched.withLock { $0.removeValue(forKey: ObjectIdentifier(connection)) }
    }

    /// Shuts down every connection that has waited for headers longer than the limit; returns
    /// how many.
    @discardableResult
    func sweep() -> Int {
        let now = now()
        let limit = Self.nanoseconds(self.limit)
        return watched.withLock { connections in
            var shut = 0
            for connection in connections.values {
                let since = connection.waitingSince.load(ordering: .relaxed)
                guard since != 0, now - since > limit else { continue }
                connection.waitingSince.store(0, ordering: .relaxed)
                Glibc.shutdown(connection.socket, Int32(SHUT_RDWR))
                shut += 1
            }
            return shut
        }
    }

    /// Sweeps every quarter of the limit (at most every second) on its own thread until
    /// `stop`. Returns false when the thread could not be started (the deadline is then off).
    func startSweeping() -> Bool {
        do throws(NamedThread.StartError) {
            try NamedThread.start(name: "swivel-headers") { [self] in runSweeps() }.detach()
            return true
        } catch {
            return false
        }
    }

    private func runSweeps() {
        let micros = Self.nanoseconds(min(limit / 4, .seconds(1))) / 1_000
        while !stopping.load(ordering: .relaxed) {
            usleep(UInt32(clamping: max(micros, 10_000)))
            sweep()
        }
    }

    func stop() {
        stopping.store(true, ordering: .relaxed)
    }
}
