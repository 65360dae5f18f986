import HTTPServer
import RotationEngine
import SwivelJSON
import SessionCore

/// Creating, listing, reading and deleting sessions.
extension NativeRoutes {
    func createSession(_ request: HTTPRequest) throws(SwivelError) -> Answer {
        let body = try parseBody(request)
        let sessionRequest = try SessionRequest.decodeClientRequest(body, catalog: catalog)
        return Self.completing({ sessions.create(id: sessions.newSessionID(), request: sessionRequest, completion: $0) }) { created in
            Self.createdSession(created)
        }
    }

    /// 201 with the new session's snapshot, where it is and its version.
    static func createdSession(_ created: Sessions.Created) -> HTTPResponse {
        let (id, state) = (created.host.id, created.state)
        var writer = JSONWriter(capacity: 8192)
        writer.snapshot(SessionSnapshot(id: id, metadata: created.host.metadata, state: state))
        return .json(201, writer.bytes, headers: [("Location", "/v1/sessions/\(id)"), ("ETag", etag(state.version))])
    }

    func listSessions() -> HTTPResponse {
        var writer = JSONWriter(capacity: 4096)
        writer.sessionListAnswer(sessions.summaries())
        return .json(200, writer.bytes)
    }

    func snapshot(_ id: String) throws(SwivelError) -> HTTPResponse {
        let host = try host(id)
        let state = host.read { $0.state }
        var writer = JSONWriter(capacity: 8192)
        writer.snapshot(SessionSnapshot(id: id, metadata: host.metadata, state: state))
        return .json(200, writer.bytes, headers: [("ETag", etag(state.version))])
    }

    func deleteSession(_ id: String) -> Answer {
        Self.completing({ sessions.delete(id, completion: $0) }) { _ in HTTPResponse(status: 204) }
    }

    func parseBody(_ request: HTTPRequest) throws(SwivelError) -> JSONValue {
        guard !request.body.isEmpty else { throw .malformedJSON("the body is empty; send a JSON object") }
        do {
            return try JSONParser.parse(request.body)
        } catch {
            throw .malformedJSON(error.description)
        }
    }

    func etag(_ version: Int) -> String { Self.etag(version) }

    /// `GET /v1/health`: `ok`, or `degraded` with what is wrong while the store cannot write.
    func health() -> HTTPResponse {
        var writer = JSONWriter(capacity: 256)
        writer.healthAnswer(version: SwivelVersion.current, storeProblem: sessions.storeProblem)
        return .json(200, writer.bytes)
    }
    static func etag(_ version: Int) -> String { "\"\(version)\"" }
}
