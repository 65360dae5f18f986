import Foundation
import HTTPServer
import Logging
import SessionCore
import WebDriver
import Synchronization

/// A built Swivel server: the router with every route, the native routes over the session
/// core, and the
/// HTTP server once started. `run()` is what `swivel serve` does; tests use `start()`
/// and `stop()` directly.
public final class SwivelApplication: Sendable {
    /// The configuration in force, with resource folders located.
    public let configuration: SwivelConfiguration
    public let router: Router
    /// The native API, which owns the session core (`routes.sessions`).
    let routes: NativeRoutes
    let logger: Logger
    private let server = Mutex<HTTPServer?>(nil)
    private let stopped = Atomic<Bool>(false)
    /// The request log's pending lines, written out when the server stops.
    private let requestLog = Mutex<RequestLogQueue?>(nil)

    init(configuration: SwivelConfiguration, router: Router, routes: NativeRoutes, logger: Logger) {
        self.configuration = configuration
        self.router = router
        self.routes = routes
        self.logger = logger
    }

    /// What the HTTP server is started with, derived from the configuration.
    public var serverConfiguration: HTTPServerConfiguration {
        HTTPServerConfiguration(
            host: configuration.host,
            port: configuration.port,
            threads: configuration.threads,
            connectionLimit: configuration.connectionLimit,
            perIPConnectionLimit: configuration.perIPConnectionLimit
                ?? (AccessPolicy.isLoopback(configuration.host.lowercased()) ? 0 : 256),
            requestDeadlineSeconds: Double(configuration.requestDeadlineSeconds),
            connectionTimeoutSeconds: configuration.connectionTimeoutSeconds,
            maxBodyBytes: configuration.maxBodyBytes,
            maxInflightBodyBytes: configuration.maxInflightBodyBytes
        )
    }

    /// Binds and starts answering; returns the port actually bound (the real one for port 0).
    @discardableResult
    public func start() throws -> Int {
        // Outside in: request log, metrics, access policy, the JSON-body rule, the WebDriver
        // facade (docs/webdriver.md), then the native routes (docs/architecture.md).
        let api = JSONBodyRule(next: WebDriverFacade(sessions: routes.sessions, next: router))
        let responder = RequestLog(
            next: RequestMetrics(next: AccessPolicy(next: api, configuration: configuration), metrics: routes.metrics),
            logger: logger
        )
        let started = try HTTPServer(configuration: serverConfiguration, responder: responder, logger: logger,
                                     renderFailure: ErrorEnvelope.response)
        let sessions = routes.sessions
        routes.metrics.setProbes(.init(
            sessionsStored: { sessions.sessionCount },
            sessionsLoaded: { sessions.loadedSessionCount },
            bodyBytesInFlight: { [weak started] in started?.bodyBytesInFlight ?? 0 }
        ))
        server.withLock { $0 = started }
        requestLog.withLock { $0 = responder.queue }
        return started.port
    }

    /// `http://host:port/` of the running server (IPv6 hosts bracketed), nil before `start()`.
    public var url: String? {
        guard let port = server.withLock({ $0?.port }) else { return nil }
        let host = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
        return "http://\(host):\(port)"
    }

    /// Stops the HTTP server gracefully, then lets the sessions flush. Runs once.
    public func stop() {
        guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let running = server.withLock { current -> HTTPServer? in
            defer { current = nil }
            return current
        }
        running?.stop()
        requestLog.withLock { $0 }?.flush()
        routes.shutdown()
    }

    /// Starts, prints `Swivel listening on http://HOST:PORT` to stdout (flushed, so a parent
    /// process reading the pipe sees it at once), blocks until SIGINT/SIGTERM, then stops.
    /// Pass a `SignalWaiter` created before `buildApplication` when anything may start threads
    /// earlier; without one, it is created here.
    public func run(stopSignals: SignalWaiter? = nil) throws {
        let signals = stopSignals ?? SignalWaiter()
        try start()
        writeToStandardOutput("Swivel listening on \(url ?? "?")\n")
        logger.notice("listening", metadata: ["url": "\(url ?? "?")", "threads": "\(serverConfiguration.effectiveThreads)"])
        let received = signals.wait()
        logger.notice("stopping", metadata: ["signal": "\(received == SIGINT ? "SIGINT" : "SIGTERM")"])
        stop()
        logger.notice("stopped")
    }
}

/// Writes straight to file descriptor 1 (unbuffered), so a parent process reading the pipe
/// sees the line at once without touching C's global `stdout` from Swift 6 code.
private func writeToStandardOutput(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
        let written = bytes.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
        if written < 0 {
            if errno == EINTR { continue }
            return
        }
        bytes = bytes.dropFirst(written)
    }
}
