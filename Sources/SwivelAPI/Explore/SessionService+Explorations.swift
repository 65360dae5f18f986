import HTTPServer
import RotationEngine
import RotationExplorer
import SwivelJSON

/// `POST /v1/explorations` (202 + `Location`; 429 beyond the running limit), `GET
/// /v1/explorations[/{id}]` (progress, then the report), `DELETE /v1/explorations/{id}`
/// (cancels), and `POST /v1/explorations/{id}/findings/{n}/session`, which opens a finding's
/// sequence as a new session (SPEC §13).
extension SessionService {
    func startExploration(_ request: HTTPRequest) throws(APIError) -> HTTPResponse {
        let exploration = try ExplorationRequest.decode(try parseBody(request), catalog: catalog)
        guard let job = explorations.start(exploration) else {
            throw .tooManyExplorations(limit: ExplorationJobs.maxRunning)
        }
        return .json(202, Self.jobJSON(job), headers: [("Location", "/v1/explorations/\(job.id)")])
    }

    func exploration(_ id: String) throws(APIError) -> HTTPResponse {
        guard let job = explorations.job(id) else { throw .explorationNotFound(id) }
        return .json(200, Self.jobJSON(job))
    }

    func listExplorations() -> HTTPResponse {
        var writer = JSONWriter(capacity: 1024)
        writer.beginObject()
        writer.key("explorations")
        writer.beginArray()
        for job in explorations.all {
            let snapshot = job.snapshot
            writer.beginObject()
            writer.key("id"); writer.string(job.id)
            writer.key("status"); writer.string(snapshot.status.rawValue)
            writer.key("app"); writer.string(job.request.session.appName)
            writer.key("device"); writer.string(job.request.session.deviceName)
            writer.key("os"); writer.string(job.request.session.osName)
            writer.key("findings"); writer.int(snapshot.findings.count)
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
        return .json(200, writer.bytes)
    }

    func deleteExploration(_ id: String) throws(APIError) -> HTTPResponse {
        guard explorations.remove(id) else { throw .explorationNotFound(id) }
        return HTTPResponse(status: 204)
    }

    /// A new session of the exploration's app, device, version and options with the finding's
    /// events applied: the bug, ready to look at in the viewer. Answered once the session and
    /// its events are stored (`registerNewSession`).
    func openFinding(_ id: String, _ index: String) throws(APIError) -> HTTPResponse {
        guard let job = explorations.job(id) else { throw .explorationNotFound(id) }
        let findings = job.snapshot.findings
        guard let number = Int(index), let finding = findings.first(where: { $0.number == number }) else {
            throw .findingNotFound(exploration: id, index: index, count: findings.count)
        }
        let sessionID = SessionID.make()
        return try registerNewSession(
            id: sessionID, request: job.request.session, events: finding.events,
            answer: { host, state in Self.createdSession(id: sessionID, metadata: host.metadata, state: state) },
            failure: { .failure($0.failure) }
        )
    }

    static func jobJSON(_ job: ExplorationJobs.Job) -> [UInt8] {
        let snapshot = job.snapshot
        var writer = JSONWriter(capacity: 4096)
        writer.beginObject()
        writer.key("id"); writer.string(job.id)
        writer.key("status"); writer.string(snapshot.status.rawValue)
        writer.key("request")
        writer.beginObject()
        writer.key("app"); writer.string(job.request.session.appName)
        writer.key("device"); writer.string(job.request.session.deviceName)
        writer.key("os"); writer.string(job.request.session.osName)
        writer.key("orientation"); writer.string(job.request.session.orientationName)
        writer.key("depth"); writer.int(job.request.depth)
        writer.key("maxStates"); writer.int(job.request.maxStates)
        writer.endObject()
        writer.key("progress")
        writer.beginObject()
        writer.key("states"); writer.int(snapshot.progress.states)
        writer.key("frontier"); writer.int(snapshot.progress.frontier)
        writer.key("depth"); writer.int(snapshot.progress.depth)
        writer.key("transitions"); writer.int(snapshot.progress.transitions)
        writer.endObject()
        writer.key("exhaustive"); writer.bool(snapshot.exhaustive)
        writer.key("findings")
        writer.beginArray()
        for finding in snapshot.findings {
            writer.finding(finding, session: "/v1/explorations/\(job.id)/findings/\(finding.number)/session",
                           viewer: "/#/explorations/\(job.id)/findings/\(finding.number)")
        }
        writer.endArray()
        writer.endObject()
        return writer.bytes
    }
}
