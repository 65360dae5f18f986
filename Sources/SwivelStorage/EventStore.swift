#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CoreMetrics

/// The durable, append-only event log of every session (docs/architecture.md), in SQLite (WAL).
///
/// Writes (`createSession`, `append`, `deleteSession`) may come from any thread; they are
/// queued to one writer thread that group-commits them and return only once committed.
/// Reads use their own connections and run concurrently with writes.
/// Payloads are opaque bytes.
///
/// A session's log is split over two tables: `events`, clustered by session, and the small
/// `journal` of recent appends in arrival order, which the writer folds into `events` (see
/// `Schema`, v4). Every read takes the union of both, ordered by event index, in one snapshot.
public final class EventStore: Sendable {
    /// The SQLite file actually used (after resolving a folder to `…/swivel.sqlite`).
    public let databasePath: String
    public let durability: StorageDurability
    /// Settings read back from SQLite after opening.
    public let pragmas: StoragePragmas
    private let writer: GroupCommitWriter
    private let readers: ReaderPool
    /// Held for the store's life: one server per database file.
    private let lock: DatabaseLock

    /// Opens (creating if needed) the store.
    ///
    /// `path` is a SQLite file, or a folder (existing, or without a file extension) that gets
    /// `swivel.sqlite` inside. Refuses, with a clear error and without modifying the file: a file
    /// that is not a database, a database failing `PRAGMA quick_check`, a database of another
    /// application, and one from a newer schema version.
    /// `metrics` receives the writer's commit batch sizes and latency (none by default).
    public convenience init(path: String, durability: StorageDurability, metrics: (any MetricsFactory)? = nil) throws(StorageError) {
        try self.init(path: path, durability: durability, metrics: metrics, configureWriter: { _ throws(StorageError) in })
    }

    /// `configureWriter` runs on the writer connection after migrations; tests use it to
    /// simulate a full disk (`PRAGMA max_page_count`), and `folding` to fold the journal after
    /// a few events or sessions.
    init(path: String, durability: StorageDurability, metrics: (any MetricsFactory)? = nil,
         folding: JournalFoldPolicy = JournalFoldPolicy(),
         configureWriter: (SQLiteConnection) throws(StorageError) -> Void) throws(StorageError) {
        let file = try DatabasePath.resolve(path)
        let connection = try SQLiteConnection(path: file, create: true)
        // Before anything is read or changed: a second server on the same file stops here.
        lock = try DatabaseLock(path: file)
        // Reading the header first: garbage fails here (SQLITE_NOTADB) before anything is written.
        _ = try connection.integer("PRAGMA schema_version")
        // Read-only refusals first: nothing below may touch a file that is not ours to change.
        try Schema.checkOwnership(connection)
        try Self.checkIntegrity(connection)
        let journalMode = try connection.text("PRAGMA journal_mode = WAL") ?? ""
        try connection.execute("PRAGMA synchronous = \(durability.synchronousLevel)")
        let schemaVersion = try Schema.migrate(connection)
        pragmas = StoragePragmas(
            journalMode: journalMode,
            synchronous: try connection.integer("PRAGMA synchronous") ?? -1,
            schemaVersion: schemaVersion
        )
        guard journalMode == "wal" else {
            throw StorageError.sqlite(code: 1, message: "journal_mode is \(journalMode), not wal", context: "opening \(file)")
        }
        try configureWriter(connection)
        databasePath = file
        self.durability = durability
        writer = try GroupCommitWriter(executor: WriteExecutor(connection: connection, folding: folding), metrics: metrics ?? NOOPMetricsHandler.instance)
        readers = ReaderPool(path: file)
    }

    deinit {
        close()
    }

    /// A session's log must match its checksum chain: corruption SQLite cannot see (a changed
    /// payload, a dropped or reordered event) is refused with the first event that differs.
    static func verify(_ stored: StoredSession, sums: [Int64?]) throws(StorageError) {
        if let index = EventChecksum.firstMismatch(payloads: stored.events, sums: sums) {
            throw StorageError.checksumMismatch(sessionID: stored.id, eventIndex: index)
        }
    }

    private static func checkIntegrity(_ connection: SQLiteConnection) throws(StorageError) {
        let statement = try connection.prepare("PRAGMA quick_check")
        var problems: [String] = []
        while try statement.step() {
            let line = statement.text(0)
            if line != "ok" { problems.append(line) }
            if problems.count >= 5 { break }
        }
        if !problems.isEmpty {
            throw StorageError.corrupt(path: connection.path, details: problems.joined(separator: "; "))
        }
    }

    // MARK: Writes (group-committed; each returns only once committed)

    /// Stores a new session with its creation payload and an optional small `summary` (opaque,
    /// read back cheaply by `summaries`). `duplicateSession` if the id exists.
    public func createSession(id: String, creation: [UInt8], summary: [UInt8]? = nil) throws(StorageError) {
        try writer.submit(.createSession(id: id, creation: creation, summary: summary, createdMilliseconds: Self.nowMilliseconds()))
    }

    /// Appends `events` to the session's log, all or none. `firstIndex` must equal the number of
    /// events already stored (`conflict` otherwise: a gap or overlap is never silently
    /// accepted); `unknownSession` if there is no such session. A non-nil `summary` replaces the
    /// stored one in the same transaction (so it never disagrees with the log). An empty `events`
    /// only checks (and sets the summary when given).
    public func append(sessionID: String, firstIndex: Int, events: [[UInt8]], summary: [UInt8]? = nil) throws(StorageError) {
        try writer.submit(.append(sessionID: sessionID, firstIndex: firstIndex, events: events, summary: summary))
    }

    /// Queues an append and returns at once: `committed` runs on the writer thread once it is
    /// committed (or refused), after every write queued before it. Throws, queueing nothing,
    /// when the store is closed. The caller's thread never waits for the disk.
    public func append(
        sessionID: String, firstIndex: Int, events: [[UInt8]], summary: [UInt8]? = nil,
        then committed: @escaping @Sendable (Result<Void, StorageError>) -> Void
    ) throws(StorageError) {
        try writer.submit(.append(sessionID: sessionID, firstIndex: firstIndex, events: events, summary: summary), completion: committed)
    }

    /// Queues the creation and returns at once, like the queued `append`: `committed` runs on
    /// the writer thread once it is committed (or refused), before any write queued after it.
    public func createSession(
        id: String, creation: [UInt8], summary: [UInt8]? = nil,
        then committed: @escaping @Sendable (Result<Void, StorageError>) -> Void
    ) throws(StorageError) {
        try writer.submit(.createSession(id: id, creation: creation, summary: summary, createdMilliseconds: Self.nowMilliseconds()), completion: committed)
    }

    /// Removes the session and all its events. Deleting an unknown session does nothing.
    public func deleteSession(id: String) throws(StorageError) {
        try writer.submit(.deleteSession(id: id))
    }

    /// Queues the deletion and returns at once, like the queued `append`.
    public func deleteSession(id: String, then committed: @escaping @Sendable (Result<Void, StorageError>) -> Void) throws(StorageError) {
        try writer.submit(.deleteSession(id: id), completion: committed)
    }

    /// Queues registering (or replacing) an app's definition under `id`, like the queued
    /// `append`: `committed` runs on the writer thread once it is committed.
    public func putApp(id: String, definition: [UInt8], then committed: @escaping @Sendable (Result<Void, StorageError>) -> Void) throws(StorageError) {
        try writer.submit(.putApp(id: id, definition: definition, updatedMilliseconds: Self.nowMilliseconds()), completion: committed)
    }

    /// Queues forgetting a registered app, like the queued `append`.
    public func deleteApp(id: String, then committed: @escaping @Sendable (Result<Void, StorageError>) -> Void) throws(StorageError) {
        try writer.submit(.deleteApp(id: id), completion: committed)
    }

    // MARK: Reads

    /// Every registered app, in id order: its id and the definition as it was registered.
    public func apps() throws(StorageError) -> [(id: String, definition: [UInt8])] {
        let connection = try readers.acquire()
        defer { readers.release(connection) }
        let statement = try connection.prepare("SELECT id, definition FROM apps ORDER BY id")
        var apps: [(id: String, definition: [UInt8])] = []
        while try statement.step() { apps.append((statement.text(0), statement.blob(1))) }
        return apps
    }

    /// The session with its whole log, or nil when it is not stored.
    public func load(id: String) throws(StorageError) -> StoredSession? {
        let connection = try readers.acquire()
        defer { readers.release(connection) }
        try connection.execute("BEGIN")  // one snapshot for both queries
        let session = try connection.prepare("SELECT seq, creation FROM sessions WHERE id = ?1")
        session.bind(1, id)
        guard try session.step() else { return nil }
        let events = try connection.prepare("""
            SELECT idx, payload, sum FROM events WHERE session = ?1
            UNION ALL SELECT idx, payload, sum FROM journal WHERE session = ?1
            ORDER BY 1
            """)
        events.bind(1, session.int(0))
        var stored = StoredSession(id: id, creation: session.blob(1), events: [])
        var sums: [Int64?] = []
        while try events.step() {
            stored.events.append(events.blob(1))
            sums.append(events.isNull(2) ? nil : Int64(events.int(2)))
        }
        try Self.verify(stored, sums: sums)
        return stored
    }

    /// Events `range` of a session's log (payloads in log order; fewer when the log is shorter,
    /// none for an unknown session), checked against the checksum chain from the link of the
    /// event before the range.
    public func events(sessionID: String, in range: Range<Int>) throws(StorageError) -> [[UInt8]] {
        guard !range.isEmpty else { return [] }
        let connection = try readers.acquire()
        defer { readers.release(connection) }
        let statement = try connection.prepare("""
            SELECT e.idx, e.payload, e.sum FROM events e JOIN sessions s ON e.session = s.seq
            WHERE s.id = ?1 AND e.idx >= ?2 AND e.idx < ?3
            UNION ALL SELECT j.idx, j.payload, j.sum FROM journal j JOIN sessions s ON j.session = s.seq
            WHERE s.id = ?1 AND j.idx >= ?2 AND j.idx < ?3
            ORDER BY 1
            """)
        statement.bind(1, sessionID)
        statement.bind(2, max(range.lowerBound - 1, 0))
        statement.bind(3, range.upperBound)
        var previous = EventChecksum.start
        var payloads: [[UInt8]] = []
        payloads.reserveCapacity(range.count)
        var sums: [Int64?] = []
        while try statement.step() {
            let index = statement.int(0)
            let sum: Int64? = statement.isNull(2) ? nil : Int64(statement.int(2))
            if index < range.lowerBound {
                previous = sum ?? EventChecksum.start
                continue
            }
            payloads.append(statement.blob(1))
            sums.append(sum)
        }
        if let offset = EventChecksum.firstMismatch(payloads: payloads, sums: sums, startingFrom: previous) {
            throw StorageError.checksumMismatch(sessionID: sessionID, eventIndex: range.lowerBound + offset)
        }
        return payloads
    }

    /// Checks every stored session's log against its checksum chain in one sequential scan,
    /// calling `mismatch` with each session whose log differs and the first event that does
    /// (start-up runs this in the background: sessions load lazily, and a corruption should be
    /// in the log before anyone asks for that session). Returns how many events were checked.
    @discardableResult
    public func verifyChains(_ mismatch: (_ sessionID: String, _ eventIndex: Int) -> Void) throws(StorageError) -> Int {
        let connection = try readers.acquire()
        defer { readers.release(connection) }
        try connection.execute("BEGIN")
        defer { try? connection.execute("COMMIT") }
        // Rows are grouped by the session's row number; its text id is read only to report it.
        let statement = try connection.prepare("""
            SELECT e.session, e.idx, e.payload, e.sum, s.id FROM events e JOIN sessions s ON e.session = s.seq
            UNION ALL SELECT j.session, j.idx, j.payload, j.sum, s.id FROM journal j JOIN sessions s ON j.session = s.seq
            ORDER BY 1, 2
            """)
        var current: Int?
        var chain = EventChecksum.Chain()
        var broken = false
        var checked = 0
        while try statement.step() {
            let session = statement.int(0)
            if session != current {
                current = session
                chain = EventChecksum.Chain()
                broken = false
            }
            checked += 1
            guard !broken else { continue }
            let sum: Int64? = statement.isNull(3) ? nil : Int64(statement.int(3))
            if !chain.accepts(sum, statement.blob(2)) {
                broken = true
                mismatch(statement.text(4), statement.int(1))
            }
        }
        return checked
    }

    /// Calls `body` with the summary of every stored session, in creation order: id, log length
    /// and the caller's summary. Reads only the small `summaries` table (not the creation records
    /// nor the events), so it is what a fast start-up lists (1M events ready in < 2 s).
    public func summaries(_ body: (StoredSummary) throws -> Void) throws {
        let connection = try readers.acquire()
        defer { readers.release(connection) }
        let statement = try connection.prepare("SELECT id, length, summary FROM summaries ORDER BY session")
        while try statement.step() {
            try body(StoredSummary(id: statement.text(0), length: statement.int(1),
                                   summary: statement.isNull(2) ? nil : statement.blob(2)))
        }
    }

    /// Calls `body` with every stored session, in creation order, streaming (one session in
    /// memory at a time). Reads one consistent snapshot: writes committed meanwhile are not seen.
    ///
    /// `sessions` and `events` are scanned in primary-key order and merged (with the journal,
    /// sorted: it usually holds at most a fold's worth of rows), so the cost is two sequential
    /// scans, whatever the number of sessions.
    public func loadAll(_ body: (StoredSession) throws -> Void) throws {
        let connection = try readers.acquire()
        defer { readers.release(connection) }
        try connection.execute("BEGIN")
        let sessions = try connection.prepare("SELECT seq, id, creation FROM sessions ORDER BY seq")
        let events = try connection.prepare("""
            SELECT session, idx, payload, sum FROM events
            UNION ALL SELECT session, idx, payload, sum FROM journal
            ORDER BY 1, 2
            """)
        var hasEvent = try events.step()
        while try sessions.step() {
            let seq = sessions.int(0)
            var stored = StoredSession(id: sessions.text(1), creation: sessions.blob(2), events: [])
            var sums: [Int64?] = []
            // Rows of sessions that do not exist cannot be written by this store; skip them.
            while hasEvent && events.int(0) < seq { hasEvent = try events.step() }
            while hasEvent && events.int(0) == seq {
                stored.events.append(events.blob(2))
                sums.append(events.isNull(3) ? nil : Int64(events.int(3)))
                hasEvent = try events.step()
            }
            try Self.verify(stored, sums: sums)
            try body(stored)
        }
    }

    /// Finishes queued writes, then closes. Later calls throw `StorageError.closed`.
    /// Called by deinit too; calling it twice is harmless.
    public func close() {
        writer.close()
        readers.close()
        lock.release()
    }

    /// Batches committed and write requests served so far: requests / batches is the
    /// group-commit factor.
    public var writeStatistics: (batches: Int, requests: Int) { writer.statistics }

    private static func nowMilliseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Int(now.tv_sec) * 1_000 + Int(now.tv_nsec) / 1_000_000
    }
}
