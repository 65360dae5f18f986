import AppCatalog
import CoreMetrics
import Logging
import Metrics
import NamedThread
import RotationEngine
import SwivelStorage

/// Every session and registered app, and the store that keeps them: Swivel's session core
/// (docs/architecture.md, "The session core"). It knows no HTTP: events come in decoded,
/// answers go out as data through a completion (`submit`), refusals as `SwivelError`s. The
/// native routes (SwivelAPI), the WebDriver facade and the tests are adapters over this API.
///
/// Calls run on the caller's thread (libmicrohttpd's pool threads in the server). Each session
/// has its own lock; the registry's shard locks are held only for look-ups; storage commits
/// are grouped across sessions by the store's writer thread, which runs the completions of
/// stored work — so a completion should only hand its result on (the HTTP adapter makes the
/// answer on the pool thread that resumes the connection).
public final class Sessions: Sendable {
    /// Where sessions are kept.
    public enum Storage: Sendable, Equatable {
        /// Nothing stored: sessions live while the process does.
        case memory
        /// An SQLite store at `path`; `durable` commits with `synchronous=FULL`, `fast` without
        /// syncing (`EventStore`).
        case durable(path: String)
        case fast(path: String)
    }

    /// What the core is built from (SwivelAPI derives it from the server's configuration).
    public struct Configuration: Sendable {
        public var storage: Storage
        /// The most sessions kept (stored or live).
        public var maxSessions: Int
        /// The most sessions kept loaded in memory with a store (idle ones beyond are evicted).
        public var maxLoadedSessions: Int
        /// The built-in apps (`Config/apps`).
        public var appsDirectory: String

        public init(storage: Storage, maxSessions: Int, maxLoadedSessions: Int, appsDirectory: String) {
            self.storage = storage
            self.maxSessions = maxSessions
            self.maxLoadedSessions = maxLoadedSessions
            self.appsDirectory = appsDirectory
        }
    }

    /// Built-in and registered apps.
    public let appDirectory: AppDirectory
    /// The apps sessions may name now (built-in and registered).
    public var catalog: AppCatalog { appDirectory.current }
    let registry: SessionRegistry
    let store: EventStore?
    /// Whether the store can write (`GET /v1/health`).
    let storeHealth = StoreHealth()
    let metrics: SessionMetrics
    let logger: Logger
    public let maxSessions: Int

    /// Opens the store (when configured), restores registered apps, and registers every
    /// stored session unloaded: each is replayed on its first access. `metrics` makes the
    /// core's counters (events applied, reloads, evictions, replay time) and the store's.
    public init(configuration: Configuration, logger: Logger, metrics factory: any MetricsFactory) throws {
        self.logger = logger
        maxSessions = configuration.maxSessions
        let metrics = SessionMetrics(factory: factory)
        self.metrics = metrics
        let builtIn = try AppCatalog.load(directory: configuration.appsDirectory)
        appDirectory = AppDirectory(builtIn: builtIn)
        switch configuration.storage {
        case .memory: store = nil
        case .durable(let path): store = try EventStore(path: path, durability: .durable, metrics: factory)
        case .fast(let path): store = try EventStore(path: path, durability: .fast, metrics: factory)
        }
        guard let store else {
            registry = SessionRegistry(metrics: metrics)
            return
        }
        // Stored sessions are registered unloaded and replayed on first access; idle ones beyond
        // maxLoadedSessions are evicted (fast start, bounded memory: BENCHMARKS.md, Durability).
        try Self.restoreApps(from: store, into: appDirectory, logger: logger)
        let restorer = SessionRestorer(catalog: builtIn, store: store, logger: logger)
        let replayDuration = metrics.replayDuration
        registry = SessionRegistry(maxLoaded: configuration.maxLoadedSessions, metrics: metrics) { (id, ordinal) throws(SwivelError) in
            let started = ContinuousClock.now
            defer { replayDuration.record(duration: ContinuousClock.now - started) }
            return try restorer.load(id, ordinal: ordinal)
        }
        let restored = try restorer.restore(into: registry)
        logger.notice("sessions restored", metadata: [
            "sessions": "\(restored.sessions)", "events": "\(restored.events)", "path": "\(store.databasePath)",
            "maxLoaded": "\(configuration.maxLoadedSessions)",
        ])
        if restored.events > 0 { Self.verifyStoredChains(store, logger: logger) }
    }

    /// Checks every stored log against its checksum chain on a background thread: sessions
    /// load lazily, so without it a corrupt log would only show when first read. A mismatch is
    /// logged with the session and event; that session answers `storageUnavailable` when loaded.
    static func verifyStoredChains(_ store: EventStore, logger: Logger) {
        let verify: @Sendable () -> Void = {
            let started = ContinuousClock.now
            do {
                var broken = 0
                let checked = try store.verifyChains { id, index in
                    broken += 1
                    logger.error("stored session does not match its checksum", metadata: [
                        "session": "\(id)", "event": "\(index)",
                        "detail": "session \(id)'s stored event \(index) does not match its checksum chain; it answers 503 until restored from a backup",
                    ])
                }
                logger.notice("checksum chains verified", metadata: [
                    "events": "\(checked)", "broken": "\(broken)", "seconds": "\(ContinuousClock.now - started)",
                ])
            } catch {
                logger.warning("checksum chains not verified", metadata: ["error": "\(error)"])
            }
        }
        do throws(NamedThread.StartError) {
            try NamedThread.start(name: "swivel-verify", verify).detach()
        } catch {
            logger.warning("checksum chains not verified", metadata: ["error": "\(error)"])
        }
    }

    /// Flushes and closes the store; called once, after the last request.
    public func close() {
        store?.close()
    }

    /// Whether sessions are stored (else they live in memory only).
    public var isStored: Bool { store != nil }

    /// Why the store cannot write right now, nil when it can (`GET /v1/health`).
    public var storeProblem: String? { storeHealth.problem }

    /// Sessions kept, loaded or not (`GET /metrics`).
    public var sessionCount: Int { registry.count }

    /// Sessions loaded in memory (`GET /metrics`).
    public var loadedSessionCount: Int { registry.loadedCount.load(ordering: .relaxed) }

    /// The session's loaded host (loading it from the store if needed).
    public func host(_ id: String) throws(SwivelError) -> SessionHost {
        guard let host = try registry.host(id) else { throw .sessionNotFound(id) }
        return host
    }

    /// Every session's summary, in creation order, without loading any.
    public func summaries() -> [(id: String, summary: SessionSummary)] {
        registry.all().map { ($0.id, $0.summary) }
    }
}
