import RotationEngine
import RotationLayout

/// What a session snapshot shows (Config/openapi.json: `GET /v1/sessions/{id}`, and the `snapshot` of an
/// event POST's answer), worked out by the service: the session's state and the layout
/// resolved from it. The codec only writes it (`JSONWriter.snapshot`); it never runs the
/// layout itself (docs/architecture.md: JSON goes one way in each direction).
public struct SessionSnapshot {
    public let id: String
    public let metadata: SessionMetadata
    public let state: SessionState
    public let layout: ResolvedLayout

    public init(id: String, metadata: SessionMetadata, state: SessionState) {
        self.id = id
        self.metadata = metadata
        self.state = state
        layout = LayoutResolver.resolve(state)
    }
}
