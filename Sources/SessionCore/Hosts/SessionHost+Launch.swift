import RotationEngine
import SwivelJSON

extension SessionHost {
    /// A new session host running the launched app (sessions, the restorer, offline replays).
    /// The trace window (how much recent trace, and how many recent decisions, stay encoded in
    /// memory) and the checkpoint interval are only changed by tests.
    public static func launch(
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
}
