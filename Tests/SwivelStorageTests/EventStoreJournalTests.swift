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
        let store = try EventStore(path: folder.path, durability: .durable, journalLimit: 4) { _ throws(StorageError) in }
        try appendInTurns(store, count: 9)
        #expect(try rows(store) == (events: 16, journal: 2))
        let a = (0..<9).map { bytes("a\($0)") }
        let b = (0..<9).map { bytes("b\($0)") }
        #expect(try store.load(id: "a")?.events == a)
        #expect(try store.load(id: "b")?.events == b)
        #expect(try store.events(sessionID: "a", in: 6..<9) == Array(a[6..<9]))
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
        let restarted = try EventStore(path: copy.path, durability: .durable, journalLimit: 4) { _ throws(StorageError) in }
        #expect(try rows(restarted) == (events: 0, journal: 6))
        #expect(try restarted.load(id: "a")?.events == [bytes("a0"), bytes("a1"), bytes("a2")])
        // The fold runs after the first commit; the second append waits for it (one writer).
        try restarted.append(sessionID: "a", firstIndex: 3, events: [bytes("a3")])
        try restarted.append(sessionID: "a", firstIndex: 4, events: [bytes("a4")])
        #expect(try rows(restarted) == (events: 7, journal: 1))
        #expect(try restarted.load(id: "a")?.events == (0..<5).map { bytes("a\($0)") })
    }

    /// Deleting a session removes its journaled events with the rest; a session re-created under the same id starts an empty log.
    @Test func deleteRemovesJournaledEvents() throws {
        let folder = TemporaryFolder()
        let store = try EventStore(path: folder.path, durability: .fast)
        try appendInTurns(store, count: 2)
        try store.deleteSession(id: "a")
        #expect(try rows(store) == (events: 0, journal: 2))
        try store.createSession(id: "a", creation: bytes("new"))
        #expect(try store.load(id: "a")?.events == [])
        try store.append(sessionID: "a", firstIndex: 0, events: [bytes("fresh")])
        #expect(try store.load(id: "a")?.events == [bytes("fresh")])
        #expect(try store.load(id: "b")?.events == [bytes("b0"), bytes("b1")])
    }

    /// A fold that meets a full disk rolls back: nothing is lost, reads still see every event, and the failing appends say the disk is full.
    @Test func foldOnAFullDiskLosesNothing() throws {
        let folder = TemporaryFolder()
        let store = try EventStore(path: folder.path, durability: .durable, journalLimit: 4) { connection throws(StorageError) in
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
    }
}
