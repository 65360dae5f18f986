import CoreMetrics

/// The core's counters for `GET /metrics` (docs/architecture.md): events applied, sessions
/// loaded again and evicted, and how long loading a stored session took. Made with the
/// server's metrics factory, so they land in its registry (never a process-wide bootstrap).
final class SessionMetrics: Sendable {
    let eventsApplied: CoreMetrics.Counter
    let reloads: CoreMetrics.Counter
    let evictions: CoreMetrics.Counter
    let replayDuration: CoreMetrics.Timer

    init(factory: any MetricsFactory) {
        eventsApplied = CoreMetrics.Counter(label: "swivel_events_applied_total", factory: factory)
        reloads = CoreMetrics.Counter(label: "swivel_session_reloads_total", factory: factory)
        evictions = CoreMetrics.Counter(label: "swivel_session_evictions_total", factory: factory)
        replayDuration = CoreMetrics.Timer(label: "swivel_session_replay_duration_seconds", factory: factory)
    }
}
