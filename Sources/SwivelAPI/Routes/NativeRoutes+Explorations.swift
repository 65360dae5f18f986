import HTTPServer
import RotationEngine
import RotationExplorer
import SessionCore
import SwivelJSON

/// `POST /v1/explorations` (202 + `Location`; 429 beyond the running limit), `GET
/// /v1/explorations[/{id}]` (progress, then the report), `DELETE /v1/explorations/{id}`
/// (cancels), and `POST /v1/explorations/{id}/findings/{n}/session`, which opens a finding's
/// sequence as a new session (docs/semantics.md).
extension NativeRoutes {
    func startExploration(_ request: HTTPRequest) throws(SwivelError) -> HTTPResponse {
        let exploration = try ExplorationRequest.decode(try parseBody(request), catalog: catalog)
        guard let job = explorations.start(exploration) else {
            throw .tooManyExplorations(limit: ExplorationJobs.maxRunning)
        }
        return .json(202, Self.jobJSON(job), headers: [("Location", "/v1/explorations/\(job.id)")])
    }

    func exploration(_ id: String) throws(SwivelError) -> HTTPResponse {
        guard let job = explorations.job(id) else { throw .explorationNotFound(id) }
        return .json(200, Self.jobJSON(job))
    }

    func listExplorations() -> HTTPResponse {
        var writer = JSONWriter(capacity: 1024)
        writer.explorationListAnswer(explorations.all.map { ($0.id, $0.request, $0.snapshot) })
        return .json(200, writer.bytes)
    }

    func deleteExploration(_ id: String) throws(SwivelError) -> HTTPResponse {
        guard explorations.remove(id) else { throw .explorationNotFound(id) }
        return HTTPResponse(status: 204)
    }

    /// A new session of the exploration's app, device, version and options with the finding's
    /// events applied: the bug, ready to look at in the viewer. Answered once the session and
    /// its events are stored (`Sessions.create`).
    func openFinding(_ id: String, _ index: String) throws(SwivelError) -> Answer {
        guard let job = explorations.job(id) else { throw .explorationNotFound(id) }
        let findings = job.snapshot.findings
        guard let number = Int(index), let finding = findings.first(where: { $0.number == number }) else {
            throw .findingNotFound(exploration: id, index: index, count: findings.count)
        }
        let (request, events) = (job.request.session, finding.events)
        return Self.completing({ sessions.create(id: sessions.newSessionID(), request: request, events: events, completion: $0) }) { created in
            Self.createdSession(created)
        }
    }

    /// An exploration job as `POST` and `GET /v1/explorations/{id}` answer it.
    static func jobJSON(_ job: ExplorationJobs.Job) -> [UInt8] {
        var writer = JSONWriter(capacity: 4096)
        writer.explorationAnswer(id: job.id, request: job.request, snapshot: job.snapshot)
        return writer.bytes
    }
}
