import CoreMetrics
import Prometheus
import Synchronization

/// What `GET /metrics` shows, in Prometheus' text format: requests by route, method and status
/// with their latency, sessions stored and loaded, request-body bytes in flight, and what the
/// session core and its store count with this registry's factory (`SessionMetrics`: events
/// applied, evictions, reloads, replay time; the store's commit batch sizes and latency). Each
/// server has its own registry (metrics are created with its factory, never through a
/// process-wide bootstrap), so servers in one process never share counts.
final class ServerMetrics: Sendable {
    let registry = PrometheusCollectorRegistry()
    let factory: PrometheusMetricsFactory
    private let sessionsStored: CoreMetrics.Gauge
    private let sessionsLoaded: CoreMetrics.Gauge
    private let bodyBytesInFlight: CoreMetrics.Gauge
    /// Reads the values sampled when scraped (set once the server runs).
    private let probes = Mutex<Probes?>(nil)
    /// One counter and one timer per route, method and status, made once.
    private let requestMetrics = Mutex<[Int: (counter: CoreMetrics.Counter, timer: CoreMetrics.Timer)]>([:])

    struct Probes: Sendable {
        var sessionsStored: @Sendable () -> Int
        var sessionsLoaded: @Sendable () -> Int
        var bodyBytesInFlight: @Sendable () -> Int
    }

    init() {
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.defaultValueHistogramBuckets = [1, 2, 4, 8, 16, 32, 64, 128, 256, 512]
        self.factory = factory
        sessionsStored = CoreMetrics.Gauge(label: "swivel_sessions", factory: factory)
        sessionsLoaded = CoreMetrics.Gauge(label: "swivel_sessions_loaded", factory: factory)
        bodyBytesInFlight = CoreMetrics.Gauge(label: "swivel_http_body_bytes_in_flight", factory: factory)
    }

    func setProbes(_ probes: Probes) {
        self.probes.withLock { $0 = probes }
    }

    /// One answered request; `route` indexes `RequestMetrics.routes` (patterns, never raw
    /// paths: labels stay few). Found by an integer key, made once per key.
    func record(route: Int, method: String, status: Int, nanoseconds: Int64) {
        let methodIndex = Self.methods.firstIndex(of: method) ?? Self.methods.count
        let key = route << 24 | methodIndex << 16 | (status & 0xFFFF)
        let metrics = requestMetrics.withLock { cache in
            if let found = cache[key] { return found }
            let routeName = RequestMetrics.routes[route]
            let methodName = methodIndex < Self.methods.count ? method : "other"
            let made = (
                counter: CoreMetrics.Counter(label: "swivel_http_requests_total",
                                             dimensions: [("route", routeName), ("method", methodName), ("status", String(status))], factory: factory),
                timer: CoreMetrics.Timer(label: "swivel_http_request_duration_seconds",
                                         dimensions: [("route", routeName), ("method", methodName)], factory: factory)
            )
            cache[key] = made
            return made
        }
        metrics.counter.increment()
        metrics.timer.recordNanoseconds(nanoseconds)
    }

    static let methods = ["GET", "POST", "DELETE", "HEAD", "OPTIONS", "PUT", "PATCH"]

    /// The exposition, with the sampled gauges brought up to date first.
    func exposition() -> [UInt8] {
        if let probes = probes.withLock({ $0 }) {
            sessionsStored.record(probes.sessionsStored())
            sessionsLoaded.record(probes.sessionsLoaded())
            bodyBytesInFlight.record(probes.bodyBytesInFlight())
        }
        return Self.withHelp(registry.emitToBuffer())
    }

    /// Each metric's `# HELP` line (the metrics factory gives none, and promtool asks for one).
    static let help: [String: String] = [
        "swivel_http_requests_total": "Requests answered, by route pattern, method and status.",
        "swivel_http_request_duration_seconds": "Time from the request's arrival at the API to its answer (commit included), by route and method.",
        "swivel_events_applied_total": "Events applied to sessions (and stored, with a store).",
        "swivel_session_reloads_total": "Sessions loaded from the store (after a restart or an eviction).",
        "swivel_session_evictions_total": "Sessions taken out of memory (they stay stored).",
        "swivel_session_replay_duration_seconds": "Time to load and replay a stored session.",
        "swivel_sessions": "Sessions kept, loaded or not.",
        "swivel_sessions_loaded": "Sessions loaded in memory.",
        "swivel_http_body_bytes_in_flight": "Request-body bytes held by all connections (bounded by --max-inflight-body-bytes).",
        "swivel_commit_batch_size": "Writes per group commit of the event store.",
        "swivel_commit_duration_seconds": "Time one group commit of the event store took (fsync included when durable).",
        "swivel_journal_fold_duration_seconds": "Time one fold of the event store's journal into the per-session log took (the writer waits meanwhile).",
        "swivel_journal_fold_failures_total": "Folds of the event store's journal that failed and were rolled back (the events stay in the journal, where reads find them).",
    ]

    /// The exposition with a `# HELP` line before each `# TYPE` line that has one.
    static func withHelp(_ exposition: [UInt8]) -> [UInt8] {
        let text = String(decoding: exposition, as: UTF8.self)
        var out = ""
        out.reserveCapacity(text.utf8.count + 2048)
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("# TYPE ") {
                let name = line.dropFirst(7).split(separator: " ").first.map(String.init) ?? ""
                if let help = help[name] { out += "# HELP \(name) \(help)\n" }
            }
            out += line
            out += "\n"
        }
        if out.hasSuffix("\n\n") { out.removeLast() }
        return Array(out.utf8)
    }
}
