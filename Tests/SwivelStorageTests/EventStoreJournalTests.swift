import Testing
@testable import SwivelStorage

/// Appends go to the journal and are folded into `events` (docs/architecture.md, "The event log
/// on disk"); every read sees one log, whichever table its events are in.
@Suite struct EventStoreJournalTests {
    /// Rows in each of the two tables, read on a connection of its own.
    func rows(_ store: EventStore) throws -> (events: Int, journal: Int) {
        let raw = try SQLiteConnection(path: store.databasePath, create: false)
        return (try raw.integer("SELECT count(*) FROM events") ?? -1, try raw.integer("SELECT count(*) FROM journal") ?? -1)
    }

    /// A store folding once `rows` events have gathered, the events of at most `slice` sessions at a time.
    func makeStore(_ path: String, rows: Int = JournalFoldPolicy.defaultRowLimit, slice: Int = JournalFoldPolicy.defaultSliceSessions,
                   configure: (SQLiteConnection) throws(StorageError) -> Void = { _ throws(StorageError) in }) throws -> EventStore {
        try EventStore(path: path, durability: .durable, folding: JournalFoldPolicy(rowLimit: rows, sliceSessions: slice), configureWriter: configure)
    }

    /// Two sessions appended in turns, one event at a time, so that the journal interleaves them.
    func appendInTurns(_ store: EventStore, count: Int) throws {
        try store.createSession(id: "a", creation: bytes("ca"))
        try store.createSession(id: "b", creation: bytes("cb"))
        for index in 0..<count {
            try store.append(sessionID: "a", firstIndex: index, events: [bytes("a\(index)")])
            try store.append(sessionID: "b", firstIndex: index, events: [bytes("b\(index)")])
        }
    }

    /// With a fold every 4 events, 9 events to each of two sessions leave 2 in the journal (18 = 4 × 4 + 2) and every read returns each log whole and in order.
    @Test func readsSeeFoldedAndJournaledEventsAsOneLog() throws {
        let folder = TemporaryFolder()
        let store = try makeStore(folder.path, rows: 4)
        try appendInTurns(store, count: 9)
        #expect(try rows(store) == (events: 16, journal: 2))
        let a = (0..<9).map { bytes("a\($0)") }
        let b = (0..<9).map { bytes("b\($0)") }
        #expect(try store.load(id: "a")?.events == a)
        #expect(try store.load(id: "b")?.events == b)
        #expect(try store.events(sessionID: "a", in: 6..<9) == Array(a[6..<9]))
        // Event 8 is journaled, event 7 (whose checksum link the range starts from) folded.
        #expect(try store.events(sessionID: "a", in: 8..<9) == [a[8]])
        #expect(try store.events(sessionID: "b", in: 7..<12) == Array(b[7..<9]))
        #expect(try loadEverything(store).map(\.events) == [a, b])
        var mismatches: [String] = []
        #expect(try store.verifyChains { id, _ in mismatches.append(id) } == 18)
        #expect(mismatches.isEmpty)
    }

    /// Below the limit everything stays in the journal; closing the store folds it, and a reopened store reads the same logs.
    @Test func closeFoldsTheJournal() throws {
        let folder = TemporaryFolder()
        let store = try EventStore(path: folder.path, durability: .durable)
        try appendInTurns(store, count: 3)
        #expect(try rows(store) == (events: 0, journal: 6))
        store.close()
        let reopened = try EventStore(path: folder.path, durability: .durable)
        #expect(try rows(reopened) == (events: 6, journal: 0))
        #expect(try reopened.load(id: "a")?.events == [bytes("a0"), bytes("a1"), bytes("a2")])
        #expect(try reopened.load(id: "b")?.events == [bytes("b0"), bytes("b1"), bytes("b2")])
    }

    /// A store that stopped without closing (a crash) leaves rows in the journal: the next one reads them, appends after them and folds them in time.
    @Test func journalLeftByACrashIsReadAndFolded() throws {
        let folder = TemporaryFolder()
        let store = try EventStore(path: folder.path, durability: .durable)
        try appendInTurns(store, count: 3)
        // A copy of the open database is what a crash leaves: committed rows, journal and all.
        let copy = TemporaryFolder()
        try SQLiteConnection(path: store.databasePath, create: false).execute("VACUUM INTO '\(copy.file("swivel.sqlite"))'")
        store.close()
        let restarted = try makeStore(copy.path, rows: 4)
        #expect(try rows(restarted) == (events: 0, journal: 6))
        #expect(try restarted.load(id: "a")?.events == [bytes("a0"), bytes("a1"), bytes("a2")])
        // The fold runs after the first commit; the second append waits for it (one writer).
        try restarted.append(sessionID: "a", firstIndex: 3, events: [bytes("a3")])
        try restarted.append(sessionID: "a", firstIndex: 4, events: [bytes("a4")])
        #expect(try rows(restarted) == (events: 7, journal: 1))
        #expect(try restarted.load(id: "a")?.events == (0..<5).map { bytes("a\($0)") })
    }

    /// Deleting a session removes its journaled events with the rest; re-created under the same id — and the same row number, the last one being free again — it starts an empty log.
    @Test func deleteRemovesJournaledEvents() throws {
        let folder = TemporaryFolder()
        let store = try EventStore(path: folder.path, durability: .fast)
        try appendInTurns(store, count: 2)
        let raw = try SQLiteConnection(path: store.databasePath, create: false)
        let row = try raw.integer("SELECT seq FROM sessions WHERE id = 'b'")
        try store.deleteSession(id: "b")
        #expect(try rows(store) == (events: 0, journal: 2))
        try store.createSession(id: "b", creation: bytes("new"))
        #expect(try raw.integer("SELECT seq FROM sessions WHERE id = 'b'") == row)
        #expect(try store.load(id: "b")?.events == [])
        try store.append(sessionID: "b", firstIndex: 0, events: [bytes("fresh")])
        #expect(try store.load(id: "b")?.events == [bytes("fresh")])
        #expect(try store.load(id: "a")?.events == [bytes("a0"), bytes("a1")])
    }

    /// With more sessions in the journal than a slice holds, a fold moves the sessions with the most events waiting and leaves the others journaled; reads see both.
    @Test func foldMovesTheFullestSessionsFirst() throws {
        let folder = TemporaryFolder()
        let store = try makeStore(folder.path, rows: 4, slice: 2)
        for name in ["s0", "s1", "s2"] { try store.createSession(id: name, creation: []) }
        try store.append(sessionID: "s0", firstIndex: 0, events: [bytes("a"), bytes("b")])
        try store.append(sessionID: "s1", firstIndex: 0, events: [bytes("a")])
        #expect(try rows(store) == (events: 0, journal: 3))
        try store.append(sessionID: "s2", firstIndex: 0, events: [bytes("a")])  // 4 rows: fold s0 (2), then s1 (1, first row)
        try store.append(sessionID: "s2", firstIndex: 1, events: [bytes("b")])  // waits for the fold
        #expect(try rows(store) == (events: 3, journal: 2))
        #expect(try store.load(id: "s0")?.events == [bytes("a"), bytes("b")])
        #expect(try store.load(id: "s2")?.events == [bytes("a"), bytes("b")])
        #expect(try loadEverything(store).map(\.events.count) == [2, 1, 2])
    }

    /// A fold that meets a full disk rolls back: nothing is lost, reads still see every event, and the failing appends say the disk is full.
    @Test func foldOnAFullDiskLosesNothing() throws {
        let folder = TemporaryFolder()
        let store = try makeStore(folder.path, rows: 4) { connection throws(StorageError) in
            try connection.execute("PRAGMA max_page_count = 40")
        }
        try store.createSession(id: "full", creation: [])
        let big = [UInt8](repeating: 42, count: 900)
        var index = 0
        var failure: StorageError?
        while index < 10_000 {
            do {
                try store.append(sessionID: "full", firstIndex: index, events: [big])
                index += 1
            } catch {
                failure = error
                break
            }
        }
        #expect(try #require(failure).isUnavailable)
        #expect(try store.load(id: "full")?.events.count == index)
        #expect(try store.verifyChains { _, _ in Issue.record("a chain broke") } == index)
        let stored = try rows(store)
        #expect(stored.events + stored.journal == index)
        // A fold that worked would have emptied the journal before the next append.
        #expect(stored.journal >= 4)
    }

    /// One transaction that deletes the last session, creates another (which takes the freed row number) and appends to it counts only the new session's journaled event; two more make a fold due, and it moves all three.
    @Test func rowNumberReusedInOneTransactionCountsTheNewSession() throws {
        let folder = TemporaryFolder()
        let store = try EventStore(path: folder.path, durability: .fast)
        try store.createSession(id: "a", creation: bytes("ca"))
        try store.append(sessionID: "a", firstIndex: 0, events: [bytes("a0"), bytes("a1")])
        store.close()
        let connection = try SQLiteConnection(path: store.databasePath, create: false)
        let row = try connection.integer("SELECT seq FROM sessions WHERE id = 'a'")
        let executor = try WriteExecutor(connection: connection, folding: JournalFoldPolicy(rowLimit: 3, sliceSessions: 32))
        let oneGroupCommit: [WriteOperation] = [
            .deleteSession(id: "a"),
            .createSession(id: "b", creation: bytes("cb"), summary: nil, createdMilliseconds: 0),
            .append(sessionID: "b", firstIndex: 0, events: [bytes("b0")], summary: nil),
        ]
        let results = executor.execute(oneGroupCommit.map { WriteRequest($0) })
        #expect(results.allSatisfy { if case .success = $0 { true } else { false } })
        #expect(try connection.integer("SELECT seq FROM sessions WHERE id = 'b'") == row)
        #expect(!executor.journalFoldIsDue)
        _ = executor.execute([WriteRequest(.append(sessionID: "b", firstIndex: 1, events: [bytes("b1"), bytes("b2")], summary: nil))])
        #expect(executor.journalFoldIsDue)
        #expect(executor.foldJournal() == .folded)
        #expect(try connection.integer("SELECT count(*) FROM journal") == 0)
        #expect(try connection.integer("SELECT count(*) FROM events") == 3)
    }
}

/// The fold policy's bookkeeping, without SQLite.
@Suite struct JournalFoldPolicyTests {
    /// A fold is due at the row limit; it moves everything when the sessions fit in a slice, else the fullest sessions (ties by row number).
    @Test func dueAtTheRowLimitAndSlicedBySessions() {
        var policy = JournalFoldPolicy(rowLimit: 6, sliceSessions: 2)
        policy.committed([1: 2, 2: 3])
        #expect(!policy.isDue)
        #expect(policy.nextSlice() == nil)
        policy.committed([3: 1, 4: 1])
        #expect(policy.isDue)
        #expect(policy.nextSlice() == [2, 1])
        policy.folded([2, 1])
        #expect(policy.rows == 2 && policy.rowsBySession == [3: 1, 4: 1] && !policy.isDue)
        policy.folded(nil)
        #expect(policy.rows == 0 && policy.rowsBySession.isEmpty)
    }

    /// A deleted session's rows stop counting.
    @Test func forgetDropsADeletedSession() {
        var policy = JournalFoldPolicy(rowLimit: 4, sliceSessions: 2)
        policy.committed([1: 3, 2: 1])
        policy.forget(1)
        #expect(policy.rows == 1 && !policy.isDue)
    }

    /// A store folding by `policy`, with session "a" and a trigger that makes every fold fail
    /// (dropped through the returned connection when a test wants folds to work again).
    func storeRefusingFolds(_ folder: TemporaryFolder, _ policy: JournalFoldPolicy) throws -> (EventStore, SQLiteConnection) {
        let store = try EventStore(path: folder.path, durability: .durable, folding: policy, configureWriter: { _ throws(StorageError) in })
        try store.createSession(id: "a", creation: bytes("ca"))
        let raw = try SQLiteConnection(path: store.databasePath, create: false)
        try raw.execute("CREATE TRIGGER refuse_folds BEFORE INSERT ON events BEGIN SELECT RAISE(ABORT, 'folds refused by the test'); END")
        return (store, raw)
    }

    /// Folds that keep failing stop the journal at its limit: appends are refused as unavailable (saying why), reads still see every stored event, and once a fold succeeds again the next append is taken.
    @Test func journalStopsAtItsLimitWhileFoldsFail() throws {
        let folder = TemporaryFolder()
        let (store, raw) = try storeRefusingFolds(folder, JournalFoldPolicy(rowLimit: 4, sliceSessions: 32, journalLimit: 8, retryWhenFullNanoseconds: 0))
        var index = 0
        var refusal: StorageError?
        while index < 100 {
            do throws(StorageError) {
                try store.append(sessionID: "a", firstIndex: index, events: [bytes("e\(index)")])
                index += 1
            } catch {
                refusal = error
                break
            }
        }
        #expect(index == 8)
        #expect(refusal?.isUnavailable == true)
        guard case .journalFull(let held, let failure)? = refusal else {
            Issue.record("expected journalFull, got \(String(describing: refusal))")
            return
        }
        #expect(held == 8)
        #expect(failure.contains("folds refused by the test"))
        #expect(try store.load(id: "a")?.events == (0..<8).map { bytes("e\($0)") })
        #expect(try raw.integer("SELECT count(*) FROM events") == 0)
        #expect(try raw.integer("SELECT count(*) FROM journal") == 8)

        try raw.execute("DROP TRIGGER refuse_folds")
        try store.append(sessionID: "a", firstIndex: 8, events: [bytes("e8")])
        #expect(try raw.integer("SELECT count(*) FROM events") == 8)
        #expect(try raw.integer("SELECT count(*) FROM journal") == 1)
        #expect(try store.load(id: "a")?.events == (0..<9).map { bytes("e\($0)") })
    }

    /// While the journal is full, a failed fold is not tried again before its retry interval: the next append is refused even once a fold could succeed.
    @Test func fullJournalWaitsBeforeFoldingAgain() throws {
        let folder = TemporaryFolder()
        let (store, raw) = try storeRefusingFolds(folder, JournalFoldPolicy(rowLimit: 2, sliceSessions: 32, journalLimit: 2, retryWhenFullNanoseconds: 3_600_000_000_000))
        try store.append(sessionID: "a", firstIndex: 0, events: [bytes("e0"), bytes("e1")])
        // Full now (2 rows); the fold after that batch failed. The next batch tries once more and fails.
        #expect(throws: StorageError.self) { try store.append(sessionID: "a", firstIndex: 2, events: [bytes("e2")]) }
        try raw.execute("DROP TRIGGER refuse_folds")
        // A fold would now succeed, but the retry interval has not passed.
        do throws(StorageError) {
            try store.append(sessionID: "a", firstIndex: 2, events: [bytes("e2")])
            Issue.record("the append was taken before the retry interval passed")
        } catch {
            guard case .journalFull = error else { Issue.record("expected journalFull, got \(error)"); return }
        }
        #expect(try raw.integer("SELECT count(*) FROM journal") == 2)
    }

    /// The journal's limit defaults to 32 fold limits and is never below one.
    @Test func journalLimitFollowsTheRowLimit() {
        #expect(JournalFoldPolicy().journalLimit == 32 * JournalFoldPolicy.defaultRowLimit)
        #expect(JournalFoldPolicy(rowLimit: 10, journalLimit: 3).journalLimit == 10)
        var policy = JournalFoldPolicy(rowLimit: 2, journalLimit: 4)
        policy.committed([1: 3])
        #expect(!policy.isFull)
        policy.committed([1: 1])
        #expect(policy.isFull)
    }

    /// After a failed fold the next is tried only once another `rowLimit` rows have come.
    @Test func failedFoldWaitsForAnotherRowLimit() {
        var policy = JournalFoldPolicy(rowLimit: 4, sliceSessions: 2)
        policy.committed([1: 5])
        #expect(policy.isDue)
        policy.foldFailed()
        policy.committed([1: 3])
        #expect(!policy.isDue)  // 8 rows: not before 9
        policy.committed([2: 1])
        #expect(policy.isDue)
    }
}
