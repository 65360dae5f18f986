import CSQLite

/// Applies batches of writes on the writer connection. Only the writer thread calls it.
///
/// A batch is one transaction (group commit: one fsync for everything that queued up while
/// the previous commit was running). Logical refusals (conflict, unknown or duplicate session)
/// are checked before anything is written, so they leave the transaction clean and do not
/// affect the rest of the batch. Any SQLite failure aborts the whole batch; then each request is
/// retried alone in its own transaction, so one bad request cannot fail the others, and each
/// caller gets its own answer (an `isUnavailable` error when the disk is full or failing).
final class WriteExecutor {
    private let connection: SQLiteConnection
    private let begin: SQLiteStatement
    private let commit: SQLiteStatement
    private let insertSession: SQLiteStatement
    private let sessionState: SQLiteStatement
    private let insertEvent: SQLiteStatement
    private let insertSummary: SQLiteStatement
    private let updateSummary: SQLiteStatement
    private let deleteSummary: SQLiteStatement
    private let deleteSessionRow: SQLiteStatement
    private let deleteEvents: SQLiteStatement
    private let deleteJournaled: SQLiteStatement
    private let foldRows: SQLiteStatement
    private let clearJournal: SQLiteStatement
    private let foldSlice: SQLiteStatement
    private let clearSlice: SQLiteStatement
    private let upsertApp: SQLiteStatement
    private let deleteAppRow: SQLiteStatement
    /// Where each session's log stands as of the last commit — its row, next event index and
    /// last checksum link — so that an append need not look it up again: on the event path
    /// that lookup (a join of two tables) was one of three statements per event. Filled on a
    /// session's first append, advanced by committed appends, forgotten on delete; bounded by
    /// `maximumPositions` (emptied when full, then filled again as sessions append).
    private var positions: [String: LogPosition] = [:]
    /// Positions the running transaction moved: they become `positions` when it commits and
    /// are dropped when it rolls back, so the cache never runs ahead of what is stored.
    private var moved: [String: LogPosition] = [:]
    private static let maximumPositions = 65_536

    /// Appended events go to the `journal` table in arrival order and are folded into `events`
    /// when the policy says (and at close): see docs/architecture.md, "The event log on disk".
    /// Counted at open (rows a crash left), then by committed appends.
    private var folding: JournalFoldPolicy
    /// Why the last fold failed, until one succeeds (told to appends refused meanwhile).
    private var lastFoldFailure: String?
    /// Rows the running transaction added to the journal, per session, and the sessions it
    /// deleted; told to `folding` on commit.
    private var journaled: [Int: Int] = [:]
    private var deleted: [Int] = []

    /// What `foldJournal` did.
    enum FoldOutcome {
        case nothingToFold, folded, failed
    }

    private struct LogPosition {
        var seq: Int
        var next: Int
        var chain: Int64
    }

    /// Extended result codes (C macros, not imported): SQLITE_CONSTRAINT | (8 << 8) and | (6 << 8).
    private static let constraintUnique: Int32 = SQLITE_CONSTRAINT | (8 << 8)
    private static let constraintPrimaryKey: Int32 = SQLITE_CONSTRAINT | (6 << 8)

    init(connection: SQLiteConnection, folding policy: JournalFoldPolicy = JournalFoldPolicy()) throws(StorageError) {
        self.connection = connection
        // Rows a crash left in the journal.
        let journaledSessions = try connection.prepare("SELECT session, count(*) FROM journal GROUP BY session")
        var found: [Int: Int] = [:]
        while try journaledSessions.step() { found[journaledSessions.int(0)] = journaledSessions.int(1) }
        folding = policy
        folding.committed(found)
        begin = try connection.prepare("BEGIN IMMEDIATE")
        commit = try connection.prepare("COMMIT")
        insertSession = try connection.prepare("INSERT INTO sessions(id, creation, created) VALUES (?1, ?2, ?3)")
        // The id index of `sessions` covers (id, seq), so this never reads a creation record.
        sessionState = try connection.prepare("""
            SELECT m.session, m.length, m.chain FROM sessions s JOIN summaries m ON m.session = s.seq WHERE s.id = ?1
            """)
        insertSummary = try connection.prepare("INSERT INTO summaries(session, id, length, summary) VALUES (?1, ?2, 0, ?3)")
        updateSummary = try connection.prepare("UPDATE summaries SET length = ?2, summary = coalesce(?3, summary), chain = ?4 WHERE session = ?1")
        deleteSummary = try connection.prepare("DELETE FROM summaries WHERE session = ?1")
        insertEvent = try connection.prepare("INSERT INTO journal(session, idx, payload, sum) VALUES (?1, ?2, ?3, ?4)")
        deleteSessionRow = try connection.prepare("DELETE FROM sessions WHERE id = ?1 RETURNING seq")
        deleteEvents = try connection.prepare("DELETE FROM events WHERE session = ?1")
        deleteJournaled = try connection.prepare("DELETE FROM journal WHERE session = ?1")
        // In journal order: every page it touches is in the cache for the whole transaction, so
        // sorting by (session, idx) first only added a sort (8.8k → 6.5k instructions a row).
        foldRows = try connection.prepare("""
            INSERT INTO events(session, idx, payload, sum)
                SELECT session, idx, payload, sum FROM journal
            """)
        clearJournal = try connection.prepare("DELETE FROM journal")
        // A slice: ?1 is a JSON array of session row numbers.
        foldSlice = try connection.prepare("""
            INSERT INTO events(session, idx, payload, sum)
                SELECT session, idx, payload, sum FROM journal WHERE session IN (SELECT value FROM json_each(?1))
            """)
        clearSlice = try connection.prepare("DELETE FROM journal WHERE session IN (SELECT value FROM json_each(?1))")
        upsertApp = try connection.prepare("""
            INSERT INTO apps(id, definition, updated) VALUES (?1, ?2, ?3)
                ON CONFLICT(id) DO UPDATE SET definition = excluded.definition, updated = excluded.updated
            """)
        deleteAppRow = try connection.prepare("DELETE FROM apps WHERE id = ?1")
    }

    /// Runs `batch`, returning one result per request, in order.
    func execute(_ batch: [WriteRequest]) -> [Result<Void, StorageError>] {
        do throws(StorageError) {
            return try inTransaction { () throws(StorageError) in
                var results: [Result<Void, StorageError>] = []
                results.reserveCapacity(batch.count)
                for request in batch { results.append(try apply(request.operation)) }
                return results
            }
        } catch {
            guard batch.count > 1 else { return [.failure(error)] }
            return batch.map { request in
                do throws(StorageError) {
                    return try inTransaction { () throws(StorageError) in try apply(request.operation) }
                } catch {
                    return .failure(error)
                }
            }
        }
    }

    private func inTransaction<T>(_ body: () throws(StorageError) -> T) throws(StorageError) -> T {
        moved.removeAll(keepingCapacity: true)
        journaled.removeAll(keepingCapacity: true)
        deleted.removeAll(keepingCapacity: true)
        do throws(StorageError) {
            try run(begin, "beginning a write transaction")
            let result = try body()
            try run(commit, "committing")
            if positions.count + moved.count > Self.maximumPositions { positions.removeAll() }
            positions.merge(moved) { _, new in new }
            // Deletions first: a row number freed and taken again in this transaction (the last
            // session deleted, a new one created) keeps only the new session's rows.
            for session in deleted { folding.forget(session) }
            folding.committed(journaled)
            return result
        } catch {
            connection.rollbackIfNeeded()
            moved.removeAll(keepingCapacity: true)
            throw error
        }
    }

    /// Whether the journal should be folded (`JournalFoldPolicy`): the writer then calls
    /// `foldJournal` between batches, after answering the last one.
    var journalFoldIsDue: Bool { folding.isDue }

    /// Whether appends are refused until a fold succeeds (`JournalFoldPolicy.isFull`): the
    /// writer tries to fold before each batch meanwhile.
    var journalIsFull: Bool { folding.isFull }

    /// How long a full journal waits after a failed fold (`JournalFoldPolicy`).
    var retryWhenFullNanoseconds: UInt64 { folding.retryWhenFullNanoseconds }

    /// Moves journal rows into `events` in one transaction — the next slice
    /// (`JournalFoldPolicy.nextSlice`), or everything with `all` — all or none, so a reader sees
    /// each event in exactly one of the two tables. A failure (a full disk) leaves the journal
    /// as it is — reads take both tables either way — and the fold is tried again after another
    /// `rowLimit` rows; the appends that meet the same disk report it to their callers.
    @discardableResult
    func foldJournal(all: Bool = false) -> FoldOutcome {
        guard folding.rows > 0 else { return .nothingToFold }
        let slice = all ? nil : folding.nextSlice()
        do throws(StorageError) {
            try run(begin, "beginning the journal fold")
            if let slice {
                let sessions = "[" + slice.map(String.init).joined(separator: ",") + "]"
                foldSlice.bind(1, sessions)
                try run(foldSlice, "folding journaled events into the event log")
                clearSlice.bind(1, sessions)
                try run(clearSlice, "removing folded events from the journal")
            } else {
                try run(foldRows, "folding the journal into the event log")
                try run(clearJournal, "emptying the journal")
            }
            try run(commit, "committing the journal fold")
            folding.folded(slice)
            lastFoldFailure = nil
            return .folded
        } catch {
            connection.rollbackIfNeeded()
            folding.foldFailed()
            lastFoldFailure = error.description
            return .failed
        }
    }

    private func run(_ statement: SQLiteStatement, _ context: @autoclosure () -> String) throws(StorageError) {
        defer { statement.reset() }
        try StorageError.check(statement.run(), connection, context())
    }

    /// Applies one operation inside the open transaction. Returns `.failure` for logical
    /// refusals (nothing written); throws for SQLite failures (the batch must be aborted).
    private func apply(_ operation: WriteOperation) throws(StorageError) -> Result<Void, StorageError> {
        switch operation {
        case .createSession(let id, let creation, let summary, let created):
            defer { insertSession.reset() }
            insertSession.bind(1, id)
            insertSession.bind(2, blob: creation)
            insertSession.bind(3, created)
            let code = insertSession.run()
            // A unique violation only undoes this statement; the transaction stays usable.
            if code == Self.constraintUnique || code == Self.constraintPrimaryKey {
                return .failure(.duplicateSession(id))
            }
            try StorageError.check(code, connection, "storing session \(id)")
            defer { insertSummary.reset() }
            insertSummary.bind(1, connection.lastInsertedRowID)
            insertSummary.bind(2, id)
            if let summary { insertSummary.bind(3, blob: summary) }
            try StorageError.check(insertSummary.run(), connection, "storing the summary of session \(id)")
            return .success(())

        case .append(let id, let firstIndex, let events, let summary):
            guard let (seq, next, chain) = try position(of: id) else { return .failure(.unknownSession(id)) }
            guard next == firstIndex else {
                return .failure(.conflict(sessionID: id, expectedIndex: next, givenIndex: firstIndex))
            }
            if folding.isFull && !events.isEmpty {
                return .failure(.journalFull(rows: folding.rows, lastFoldFailure: lastFoldFailure ?? "none tried yet"))
            }
            defer { insertEvent.reset() }
            var link = chain
            for (offset, payload) in events.enumerated() {
                link = EventChecksum.fold(link, payload)
                insertEvent.bind(1, seq)
                insertEvent.bind(2, firstIndex + offset)
                insertEvent.bind(3, blob: payload)
                insertEvent.bind(4, Int(link))
                let code = insertEvent.run()
                insertEvent.reset()
                try StorageError.check(code, connection, "storing event \(firstIndex + offset) of session \(id)")
            }
            journaled[seq, default: 0] += events.count
            guard !events.isEmpty || summary != nil else { return .success(()) }
            defer { updateSummary.reset() }
            updateSummary.bind(1, seq)
            updateSummary.bind(2, firstIndex + events.count)
            if let summary { updateSummary.bind(3, blob: summary) }
            updateSummary.bind(4, Int(link))
            try StorageError.check(updateSummary.run(), connection, "updating the summary of session \(id)")
            moved[id] = LogPosition(seq: seq, next: firstIndex + events.count, chain: link)
            return .success(())

        case .deleteSession(let id):
            // Forgotten at once: should this transaction roll back, the next append reads it again.
            positions[id] = nil
            moved[id] = nil
            deleteSessionRow.bind(1, id)
            let seq: Int?
            do {
                defer { deleteSessionRow.reset() }
                let found = try deleteSessionRow.step()
                seq = found ? deleteSessionRow.int(0) : nil
                if found { try StorageError.check(deleteSessionRow.run(), connection, "deleting session \(id)") }
            }
            guard let seq else { return .success(()) }  // deleting twice is not an error
            defer { deleteEvents.reset() }
            deleteEvents.bind(1, seq)
            try StorageError.check(deleteEvents.run(), connection, "deleting the events of session \(id)")
            defer { deleteJournaled.reset() }
            deleteJournaled.bind(1, seq)
            try StorageError.check(deleteJournaled.run(), connection, "deleting the journaled events of session \(id)")
            deleted.append(seq)
            journaled[seq] = nil
            defer { deleteSummary.reset() }
            deleteSummary.bind(1, seq)
            try StorageError.check(deleteSummary.run(), connection, "deleting the summary of session \(id)")
            return .success(())

        case .putApp(let id, let definition, let updated):
            upsertApp.bind(1, id)
            upsertApp.bind(2, blob: definition)
            upsertApp.bind(3, updated)
            try run(upsertApp, "storing app \(id)")
            return .success(())

        case .deleteApp(let id):
            deleteAppRow.bind(1, id)
            try run(deleteAppRow, "deleting app \(id)")
            return .success(())
        }
    }

    /// Where the session's log stands in the running transaction: moved by it, as the last
    /// commit left it, or read from the database; nil for an unknown session.
    private func position(of id: String) throws(StorageError) -> (seq: Int, next: Int, chain: Int64)? {
        if let known = moved[id] ?? positions[id] { return (known.seq, known.next, known.chain) }
        return try state(of: id)
    }

    /// The session's row, its next event index and the last link of its checksum chain (the
    /// start when it has none yet, or only events stored before checksums existed).
    private func state(of id: String) throws(StorageError) -> (seq: Int, next: Int, chain: Int64)? {
        defer { sessionState.reset() }
        sessionState.bind(1, id)
        guard try sessionState.step() else { return nil }
        let chain = sessionState.isNull(2) ? EventChecksum.start : Int64(sessionState.int(2))
        return (sessionState.int(0), sessionState.int(1), chain)
    }
}
