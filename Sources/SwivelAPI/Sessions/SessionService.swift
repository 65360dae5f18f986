import Foundation
import AppCatalog
import HTTPServer
import Logging
import RotationEngine
import SwivelJSON
import SwivelStorage

/// Owns every session and the `/v1/devices|apps|sessions…` routes (SPEC §7).
///
/// Requests run synchronously on libmicrohttpd's pool threads. Each session has its own lock;
/// the registry's shard locks are held only for look-ups; storage commits are grouped across
/// sessions by the store's writer thread.
public final class SessionService: Sendable {
    let catalog: AppCatalog
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
    /// Most trace entries one `GET …/trace` page returns.
    static let tracePageSize = 1_000

    public init(configuration: SwivelConfiguration, logger: Logger) throws {
        self.logger = logger
        maxSessions = configuration.maxSessions
        catalog = try AppCatalog.load(directory: configuration.appsDirectory)
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
        let restorer = SessionRestorer(catalog: catalog, store: store, logger: logger)
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
        let thread = Thread {
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
        thread.name = "swivel-verify"
        thread.start()
    }

    /// Flushes storage; called once after the HTTP server has stopped.
    public func shutdown() {
        explorations.cancelAll()
        store?.close()
    }

    /// Adds the catalogue and session routes.
    public func registerRoutes(on router: inout Router) {
        router.add("GET", "/metrics") { [self] _, _ in
            HTTPResponse(status: 200, headers: [("Content-Type", "text/plain; version=0.0.4; charset=utf-8")], body: metrics.exposition())
        }
        router.add("GET", "/v1/devices") { [self] _, _ in devices() }
        router.add("POST", "/v1/explorations") { [self] request, _ in answer { () throws(APIError) in try startExploration(request) } }
        router.add("GET", "/v1/explorations") { [self] _, _ in listExplorations() }
        router.add("GET", "/v1/explorations/{id}") { [self] _, parameters in answer { () throws(APIError) in try exploration(parameters["id"] ?? "") } }
        router.add("DELETE", "/v1/explorations/{id}") { [self] _, parameters in answer { () throws(APIError) in try deleteExploration(parameters["id"] ?? "") } }
        router.add("POST", "/v1/explorations/{id}/findings/{n}/session") { [self] _, parameters in
            answer { () throws(APIError) in try openFinding(parameters["id"] ?? "", parameters["n"] ?? "") }
        }
        router.add("GET", "/v1/apps") { [self] _, _ in apps() }
        router.add("GET", "/v1/apps/{id}") { [self] _, parameters in answer { () throws(APIError) in try app(parameters["id"] ?? "") } }
        router.add("POST", "/v1/sessions") { [self] request, _ in answer { () throws(APIError) in try createSession(request) } }
        router.add("GET", "/v1/sessions") { [self] _, _ in listSessions() }
        router.add("GET", "/v1/sessions/{id}") { [self] _, parameters in answer { () throws(APIError) in try snapshot(parameters["id"] ?? "") } }
        router.add("DELETE", "/v1/sessions/{id}") { [self] _, parameters in answer { () throws(APIError) in try deleteSession(parameters["id"] ?? "") } }
        router.add("POST", "/v1/sessions/{id}/events") { [self] request, parameters in
            answer { () throws(APIError) in try postEvents(parameters["id"] ?? "", request) }
        }
        router.add("GET", "/v1/sessions/{id}/events") { [self] _, parameters in answer { () throws(APIError) in try eventLog(parameters["id"] ?? "") } }
        router.add("GET", "/v1/sessions/{id}/stack") { [self] _, parameters in answer { () throws(APIError) in try stack(parameters["id"] ?? "") } }
        router.add("GET", "/v1/sessions/{id}/layout") { [self] _, parameters in answer { () throws(APIError) in try layout(parameters["id"] ?? "") } }
        router.add("GET", "/v1/sessions/{id}/screenshot.png") { [self] request, parameters in
            answer { () throws(APIError) in try screenshot(parameters["id"] ?? "", scale: request.query["scale"]) }
        }
        router.add("GET", "/v1/sessions/{id}/trace") { [self] request, parameters in
            answer { () throws(APIError) in try trace(parameters["id"] ?? "", since: request.query["since"]) }
        }
    }

    /// Runs a handler, turning its typed error into the SPEC's error envelope.
    func answer(_ body: () throws(APIError) -> HTTPResponse) -> HTTPResponse {
        do {
            return try body()
        } catch {
            return error.response
        }
    }

    /// The session's loaded host (loading it from the store if needed); 404 when unknown.
    func host(_ id: String) throws(APIError) -> SessionHost {
        guard let host = try registry.host(id) else { throw .sessionNotFound(id) }
        return host
    }
}
