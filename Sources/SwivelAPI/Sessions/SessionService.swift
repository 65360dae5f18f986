import Foundation
import AppCatalog
import HTTPServer
import Logging
import NamedThread
import RotationEngine
import SwivelJSON
import SwivelStorage

/// Owns every session and the `/v1/devices|apps|sessions…` routes (Config/openapi.json).
///
/// Requests run synchronously on libmicrohttpd's pool threads. Each session has its own lock;
/// the registry's shard locks are held only for look-ups; storage commits are grouped across
/// sessions by the store's writer thread.
public final class SessionService: Sendable {
    /// Built-in and registered apps.
    let appDirectory: AppDirectory
    /// The apps sessions may name now (built-in and registered).
    var catalog: AppCatalog { appDirectory.current }
    let registry: SessionRegistry
    let store: EventStore?
    /// Whether the store can write (`GET /v1/health`).
    let storeHealth = StoreHealth()
    /// `GET /metrics`.
    let metrics = ServerMetrics()
    /// `POST /v1/explorations`' jobs.
    let explorations = ExplorationJobs()
    let logger: Logger
    let maxSessions: Int
    /// Most trace entries one `GET …/trace` page returns (and decisions one `GET …/decisions` page).
    static let tracePageSize = 1_000

    public init(configuration: SwivelConfiguration, logger: Logger) throws {
        self.logger = logger
        maxSessions = configuration.maxSessions
        let builtIn = try AppCatalog.load(directory: configuration.appsDirectory)
        appDirectory = AppDirectory(builtIn: builtIn)
        switch configuration.durability {
        case .memory: store = nil
        case .durable: store = try EventStore(path: configuration.dataPath, durability: .durable, metrics: metrics.factory)
        case .fast: store = try EventStore(path: configuration.dataPath, durability: .fast, metrics: metrics.factory)
        }
        guard let store else {
            registry = SessionRegistry(metrics: metrics)
            return
        }
        // Stored sessions are registered unloaded and replayed on first access; idle ones beyond
        // maxLoadedSessions are evicted (issue 6: fast start, bounded memory).
        try Self.restoreApps(from: store, into: appDirectory, logger: logger)
        let restorer = SessionRestorer(catalog: builtIn, store: store, logger: logger)
        let replayDuration = metrics.replayDuration
        registry = SessionRegistry(maxLoaded: configuration.maxLoadedSessions, metrics: metrics) { (id, ordinal) throws(APIError) in
            let started = ContinuousClock.now
            defer { replayDuration.recordNanoseconds(RequestMetrics.nanoseconds(since: started)) }
            return try restorer.load(id, ordinal: ordinal)
        }
        let restored = try restorer.restore(into: registry)
        logger.notice("sessions restored", metadata: [
            "sessions": "\(restored.sessions)", "events": "\(restored.events)", "path": "\(store.databasePath)",
            "maxLoaded": "\(configuration.maxLoadedSessions)",
        ])
        if restored.events > 0 { Self.verifyStoredChains(store, logger: logger) }
    }

    /// Checks every stored log against its checksum chain on a background thread (issue 15):
    /// sessions load lazily, so without it a corrupt log would only show when first read.
    /// A mismatch is logged with the session and event; that session answers 503 when loaded.
    static func verifyStoredChains(_ store: EventStore, logger: Logger) {
        let verify: @Sendable () -> Void = {
            let started = ContinuousClock.now
            do {
                var broken = 0
                let checked = try store.verifyChains { id, index in
                    broken += 1
                    logger.error("stored session does not match its checksum", metadata: [
                        "session": "\(id)", "event": "\(index)",
                        "detail": "session \(id)'s stored event \(index) does not match its checksum chain; it answers 503 until restored from a backup",
                    ])
                }
                logger.notice("checksum chains verified", metadata: [
                    "events": "\(checked)", "broken": "\(broken)", "seconds": "\(ContinuousClock.now - started)",
                ])
            } catch {
                logger.warning("checksum chains not verified", metadata: ["error": "\(error)"])
            }
        }
        do throws(NamedThread.StartError) {
            try NamedThread.start(name: "swivel-verify", verify).detach()
        } catch {
            logger.warning("checksum chains not verified", metadata: ["error": "\(error)"])
        }
    }

    /// Flushes storage; called once after the HTTP server has stopped.
    public func shutdown() {
        explorations.cancelAll()
        store?.close()
    }

    /// Adds the catalogue and session routes. Handlers throw `APIError`s; the router answers
    /// them (`HTTPFailureConvertible`) with the one error envelope.
    public func registerRoutes(on router: inout Router) {
        router.add("GET", "/metrics") { [self] _, _ in
            HTTPResponse(status: 200, headers: [("Content-Type", "text/plain; version=0.0.4; charset=utf-8")], body: metrics.exposition())
        }
        router.add("GET", "/v1/devices") { [self] _, _ in devices() }
        router.add("GET", "/v1/apps") { [self] _, _ in apps() }
        router.add("POST", "/v1/apps") { [self] request, _ in try registerApp(request) }
        router.add("POST", "/v1/apps/import") { [self] request, _ in try importApp(request) }
        router.group("/v1/apps/{id}") { app in
            app.add("GET", "") { [self] _, id in try self.app(id) }
            app.add("PUT", "") { [self] request, id in try replaceApp(id, request) }
            app.add("DELETE", "") { [self] _, id in try deleteApp(id) }
        }
        router.add("POST", "/v1/explorations") { [self] request, _ in try startExploration(request) }
        router.add("GET", "/v1/explorations") { [self] _, _ in listExplorations() }
        router.group("/v1/explorations/{id}") { exploration in
            exploration.add("GET", "") { [self] _, id in try self.exploration(id) }
            exploration.add("DELETE", "") { [self] _, id in try deleteExploration(id) }
            exploration.add("POST", "/findings/{n}/session") { [self] _, id, parameters in
                try openFinding(id, parameters.captured("n"))
            }
        }
        router.add("POST", "/v1/sessions") { [self] request, _ in try createSession(request) }
        router.add("GET", "/v1/sessions") { [self] _, _ in listSessions() }
        router.group("/v1/sessions/{id}") { session in
            session.add("GET", "") { [self] _, id in try snapshot(id) }
            session.add("DELETE", "") { [self] _, id in try deleteSession(id) }
            session.add("POST", "/events") { [self] request, id in try postEvents(id, request) }
            session.add("GET", "/events") { [self] _, id in try eventLog(id) }
            session.add("GET", "/stack") { [self] _, id in try stack(id) }
            session.add("GET", "/layout") { [self] _, id in try layout(id) }
            session.add("GET", "/screenshot.png") { [self] request, id in try screenshot(id, scale: request.query["scale"]) }
            session.add("GET", "/trace") { [self] request, id in try trace(id, since: request.query["since"]) }
            session.add("GET", "/export") { [self] request, id in try export(id, request) }
            session.add("GET", "/decisions") { [self] request, id in try decisions(id, since: request.query["since"]) }
        }
    }

    /// The session's loaded host (loading it from the store if needed); 404 when unknown.
    func host(_ id: String) throws(APIError) -> SessionHost {
        guard let host = try registry.host(id) else { throw .sessionNotFound(id) }
        return host
    }
}
