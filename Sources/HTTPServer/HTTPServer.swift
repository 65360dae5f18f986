import CMicroHTTPD
import Logging
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An HTTP/1.1 server on libmicrohttpd: owns the one daemon handle, hands every request to
/// a responder on one of the daemon's epoll pool threads, and stops gracefully.
/// Knows nothing about sessions (Config/openapi.json is the API's business).
public final class HTTPServer: Sendable {
    /// The daemon while it runs; cleared (under the mutex) by the first `stop()`.
    private let daemon = Mutex<DaemonHandle?>(nil)
    private let context: ServerContext
    public let configuration: HTTPServerConfiguration
    /// The port actually bound (the kernel's choice when the configuration asked for 0).
    public let port: Int

    /// Starts listening at once; throws when the address cannot be bound.
    /// `renderFailure` gives the body of every refusal the server makes itself or that a
    /// responder returns as `HTTPResponse.failure` (plain text unless the application says).
    public init(
        configuration: HTTPServerConfiguration, responder: any HTTPResponder, logger: Logger,
        renderFailure: @escaping @Sendable (HTTPFailure) -> HTTPResponse = HTTPFailure.plainText
    ) throws {
        guard (0...65535).contains(configuration.port) else {
            throw HTTPServerError.invalidConfiguration("port \(configuration.port) is not in 0…65535")
        }
        guard configuration.maxBodyBytes >= 0, configuration.connectionLimit > 0,
              configuration.connectionTimeoutSeconds >= 0, configuration.threads >= 0 else {
            throw HTTPServerError.invalidConfiguration("limits must not be negative (connection limit at least 1)")
        }
        self.configuration = configuration
        self.context = ServerContext(
            responder: responder, renderFailure: renderFailure, maxBodyBytes: configuration.maxBodyBytes,
            maxInflightBodyBytes: configuration.maxInflightBodyBytes,
            requestDeadlineSeconds: configuration.requestDeadlineSeconds
        )

        // Enough descriptors for the connection limit: Debian's default soft limit is 1024.
        Self.raiseDescriptorLimit(to: configuration.connectionLimit + 64)
        let contextPointer = Unmanaged.passUnretained(context).toOpaque()
        var resolveError: Int32 = 0
        var startErrno: Int32 = 0
        let started: OpaquePointer? = configuration.host.withCString { host in
            var options = swivel_mhd_options(
                host: host,
                port: UInt16(configuration.port),
                thread_pool_size: UInt32(configuration.effectiveThreads),
                connection_limit: UInt32(clamping: configuration.connectionLimit),
                per_ip_connection_limit: UInt32(clamping: configuration.perIPConnectionLimit),
                connection_timeout: UInt32(clamping: configuration.connectionTimeoutSeconds),
                handler: swivelAccessHandler,
                handler_cls: contextPointer,
                completed: swivelRequestCompleted,
                completed_cls: contextPointer,
                uri_log: swivelURILog,
                uri_log_cls: contextPointer,
                notify_connection: swivelConnectionNotify,
                notify_connection_cls: contextPointer
            )
            return swivel_mhd_start(&options, &resolveError, &startErrno)
        }
        guard let daemon = started else {
            throw HTTPServerError.fromStartCodes(resolveError: resolveError, errno: startErrno,
                                                 host: configuration.host, port: configuration.port)
        }
        self.daemon.withLock { $0 = DaemonHandle(pointer: daemon) }
        if let headerDeadline = context.headerDeadline, !headerDeadline.startSweeping() {
            logger.warning("header deadline off: its sweeper thread could not start")
        }
        let bound = Int(swivel_mhd_bound_port(daemon))
        self.port = bound != 0 ? bound : configuration.port
    }

    deinit {
        stop()
    }

    /// Raises the soft limit on open files towards `wanted` (never past the hard limit).
    private static func raiseDescriptorLimit(to wanted: Int) {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0, limit.rlim_cur < rlim_t(wanted) else { return }
        limit.rlim_cur = min(rlim_t(wanted), limit.rlim_max)
        _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    }

    /// Request-body bytes the connections hold now (their shared budget's use).
    public var bodyBytesInFlight: Int { context.bodyBudget.inUse }

    /// Stops gracefully: lets requests already in progress finish (up to
    /// `shutdownGraceSeconds`), answers any still waiting for a deferred answer with 503, then
    /// stops the pool, closing the listening socket and every connection. Safe to call more
    /// than once and from any thread.
    ///
    /// It does not call `MHD_quiesce_daemon` first: on an epoll daemon with its own threads,
    /// libmicrohttpd 0.9.75 removes the listening socket from a worker's epoll set both there
    /// and in the worker's loop, without a lock, and aborts the process (MHD_PANIC "Failed to
    /// remove listen FD from epoll set") when it loses that race — seen here about once in a
    /// hundred stops (docs/architecture.md, "libmicrohttpd").
    public func stop() {
        guard let daemon = self.daemon.withLock({ current -> DaemonHandle? in
            defer { current = nil }
            return current
        })?.pointer else { return }
        let deadline = ContinuousClock.now + .milliseconds(Int(configuration.shutdownGraceSeconds * 1000))
        while context.inFlight.load(ordering: .relaxed) > 0 && ContinuousClock.now < deadline {
            usleep(10_000)
        }
        // libmicrohttpd must not stop with suspended connections: from now on no answer is
        // deferred (`RequestLifecycle.answered`), and what is still parked is answered.
        context.stopping.store(true, ordering: .relaxed)
        while context.parked.count > 0 {
            context.parked.completeAll(with: ServerContext.shuttingDown)
            usleep(1_000)
        }
        usleep(10_000)
        MHD_stop_daemon(daemon)
        context.headerDeadline?.stop()
    }
}

/// The daemon pointer, movable between threads: libmicrohttpd's daemon calls used here
/// (quiesce, info, stop) are thread-safe, and `HTTPServer` stops it exactly once.
private struct DaemonHandle: @unchecked Sendable {
    let pointer: OpaquePointer
}
