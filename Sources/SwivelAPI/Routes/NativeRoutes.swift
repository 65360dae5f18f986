import Foundation
import AppCatalog
import HTTPServer
import Logging
import SessionCore

/// The native API's routes (`/v1/devices|apps|sessions|explorations…`, `/metrics`;
/// Config/openapi.json): a thin adapter over the session core (`Sessions`). Each handler reads
/// the request, calls the core, and writes its answer or throws its `SwivelError` — which
/// the router answers with the error envelope (`SwivelError+HTTP.swift`, the one place
/// errors become statuses). Work the core completes later (a commit) is answered through
/// `Answer.completing`: the connection is parked meanwhile, no pool thread waits.
public final class NativeRoutes: Sendable {
    /// The session core: sessions, registered apps and their store.
    public let sessions: Sessions
    /// The apps sessions may name now (built-in and registered).
    var catalog: AppCatalog { sessions.catalog }
    /// `GET /metrics`.
    let metrics: ServerMetrics
    /// `POST /v1/explorations`' jobs.
    let explorations = ExplorationJobs()
    let logger: Logger
    /// Most trace entries one `GET …/trace` page returns (and decisions one `GET …/decisions` page).
    static let tracePageSize = 1_000

    public init(configuration: SwivelConfiguration, logger: Logger) throws {
        self.logger = logger
        let metrics = ServerMetrics()
        self.metrics = metrics
        sessions = try Sessions(configuration: configuration.sessionsConfiguration, logger: logger, metrics: metrics.factory)
    }

    /// Stops explorations and flushes storage; called once after the HTTP server has stopped.
    public func shutdown() {
        explorations.cancelAll()
        sessions.close()
    }

    /// Adds the catalogue and session routes. Handlers throw `SwivelError`s; the router answers
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
            app.add("DELETE", "") { [self] _, id in deleteApp(id) }
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
            session.add("DELETE", "") { [self] _, id in deleteSession(id) }
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
    func host(_ id: String) throws(SwivelError) -> SessionHost {
        try sessions.host(id)
    }

    /// The answer to work the core completes later: `answer(value)`, or its error's envelope.
    static func completing<Value: Sendable>(
        _ start: (@escaping Sessions.Completion<Value>) -> Void, answer: @escaping @Sendable (Value) -> HTTPResponse
    ) -> Answer {
        Answer.completing(start) { result in
            switch result {
            case .success(let value): answer(value)
            case .failure(let error): .failure(error.failure)
            }
        }
    }
}
