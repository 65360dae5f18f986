import HTTPServer
import RotationEngine
import SwivelJSON
import Logging
import SwivelStorage

/// Creating, listing, reading and deleting sessions.
extension SessionService {
    func createSession(_ request: HTTPRequest) throws(APIError) -> HTTPResponse {
        let body = try parseBody(request)
        let sessionRequest = try SessionRequest.decodeClientRequest(body, catalog: catalog)
        let id = newSessionID()
        return try registerNewSession(
            id: id, request: sessionRequest,
            answer: { host, state in Self.createdSession(id: id, metadata: host.metadata, state: state) },
            failure: { .failure($0.failure) }
        )
    }

    /// 201 with the new session's snapshot, where it is and its version.
    static func createdSession(id: String, metadata: SessionMetadata, state: SessionState) -> HTTPResponse {
        var writer = JSONWriter(capacity: 8192)
        writer.snapshot(SessionSnapshot(id: id, metadata: metadata, state: state))
        return .json(201, writer.bytes, headers: [("Location", "/v1/sessions/\(id)"), ("ETag", etag(state.version))])
    }

    /// A new session host running the launched app (also used by the restorer). The trace
    /// window (how much recent trace, and how many recent decisions, stay encoded in memory) and
    /// the checkpoint interval are only changed by tests.
    static func launch(
        id: String, request: SessionRequest, ordinal: Int,
        traceChunkCapacity: Int = EncodedTrace.defaultChunkCapacity, keptTraceChunks: Int = 2,
        decisionChunkCapacity: Int = SessionTrace.decisionChunkCapacity, checkpointInterval: Int = 1_000,
        eventLimit: Int = SessionHost.maximumEvents, keepsEvents: Bool = true
    ) -> SessionHost {
        let transition = Engine.launch(request.configuration)
        let metadata = SessionMetadata(
            appName: request.appName, deviceName: request.deviceName, osName: request.osName,
            optionsJSON: JSONValue.object(request.options).serialized(), origin: SessionOrigin(request)
        )
        return SessionHost(id: id, metadata: metadata, ordinal: ordinal, content: .init(
            state: transition.state,
            trace: SessionTrace(transition.trace, decisions: transition.decisions, chunkCapacity: traceChunkCapacity, keptChunks: keptTraceChunks,
                                decisionChunkCapacity: decisionChunkCapacity, checkpointInterval: checkpointInterval),
            events: [], keepsEvents: keepsEvents, eventLimit: eventLimit
        ))
    }

    func listSessions() -> HTTPResponse {
        var writer = JSONWriter(capacity: 4096)
        writer.sessionListAnswer(sessionSummaries())
        return .json(200, writer.bytes)
    }

    func snapshot(_ id: String) throws(APIError) -> HTTPResponse {
        let host = try host(id)
        let state = host.read { $0.state }
        var writer = JSONWriter(capacity: 8192)
        writer.snapshot(SessionSnapshot(id: id, metadata: host.metadata, state: state))
        return .json(200, writer.bytes, headers: [("ETag", etag(state.version))])
    }

    func deleteSession(_ id: String) throws(APIError) -> HTTPResponse {
        try removeSession(id, answer: { HTTPResponse(status: 204) }, failure: { .failure($0.failure) })
    }

    func parseBody(_ request: HTTPRequest) throws(APIError) -> JSONValue {
        guard !request.body.isEmpty else { throw .malformedJSON("the body is empty; send a JSON object") }
        do {
            return try JSONParser.parse(request.body)
        } catch {
            throw .malformedJSON(error.description)
        }
    }

    func storageFailure(_ error: any Error, doing action: String) -> APIError {
        Self.storageFailure(error, doing: action, logger: logger, health: storeHealth)
    }

    /// The 503 for a failed write, logged (also from the store's writer thread); a failure of
    /// the store itself (not of the request) makes the health `degraded`.
    static func storageFailure(_ error: any Error, doing action: String, logger: Logger, health: StoreHealth) -> APIError {
        logger.error("storage failed", metadata: ["action": "\(action)", "error": "\(error)"])
        if let storage = error as? StorageError, storage.isUnavailable {
            let eventsOnly = if case .journalFull = storage { true } else { false }
            health.recordFailure("could not \(action): \(storage)", clearedByEventsOnly: eventsOnly)
        }
        return .storageUnavailable("could not \(action) (\(error))")
    }

    func etag(_ version: Int) -> String { Self.etag(version) }

    /// `GET /v1/health`: `ok`, or `degraded` with what is wrong while the store cannot write.
    func health() -> HTTPResponse {
        var writer = JSONWriter(capacity: 256)
        writer.healthAnswer(version: SwivelVersion.current, storeProblem: storeHealth.problem)
        return .json(200, writer.bytes)
    }
    static func etag(_ version: Int) -> String { "\"\(version)\"" }
}

/// Session ids: 16 random hex digits.
enum SessionID {
    static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        let value = generator.next() as UInt64
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

extension SessionService {
    /// A random session id no registered session has (`taken` says which are; tests stand in
    /// for the registry). The store refuses a duplicate anyway, but a finding's events, queued
    /// behind its creation, would then be appended to the session already stored under the id
    /// if that one had no events yet: picking a free id keeps that from happening but for two
    /// creations drawing the same fresh id at once (1 in 2^64).
    static func newSessionID(make: () -> String = SessionID.make, taken: (String) -> Bool) -> String {
        var id = make()
        while taken(id) { id = make() }
        return id
    }

    func newSessionID() -> String {
        Self.newSessionID { registry.entry($0) != nil }
    }
}
