import RotationEngine

/// A session's state kept every so many events (`SessionTrace.checkpointInterval`), so
/// that trace entries no longer held in memory are replayed from the nearest earlier checkpoint
/// rather than from launch: reading a long trace page by page then costs a bounded replay per
/// page instead of one growing with the page's position. A state copy shares its storage with
/// the live state until that changes, so a checkpoint costs about one small state (~1–2 KB).
struct TraceCheckpoint: Sendable {
    /// Events applied when the state was kept (its version).
    var eventCount: Int
    /// Trace entries the session had written by then.
    var traceCount: Int
    var state: SessionState
    /// Rotation decisions the session had made by then.
    var decisionCount: Int { state.decisionCount }
}
