import Foundation
import Testing
@testable import SwivelStorage

/// The per-session summaries start-up reads instead of whole logs (schema v2).
@Suite struct EventStoreSummaryTests {
    private func summaries(_ store: EventStore) throws -> [StoredSummary] {
        var all: [StoredSummary] = []
        try store.summaries { all.append($0) }
        return all
    }

    /// A new session's summary is stored with length 0, in creation order.
    @Test func createStoresSummary() throws {
        let folder = TemporaryFolder()
        let store = try EventStore(path: folder.path, durability: .fast)
        try store.createSession(id: "b", creation: bytes("cb"), summary: bytes("sb"))
        try store.createSession(id: "a", creation: bytes("ca"))
        #expect(try summaries(store) == [
            StoredSummary(id: "b", length: 0, summary: bytes("sb")),
            StoredSummary(id: "a", length: 0, summary: nil),
        ])
    }

    /// Appends keep the length; a given summary replaces the old one, nil keeps it.
    @Test func appendUpdatesLengthAndSummary() throws {
        let folder = TemporaryFolder()
        let store = try EventStore(path: folder.path, durability: .fast)
        try store.createSession(id: "a", creation: [], summary: bytes("v0"))
        try store.append(sessionID: "a", firstIndex: 0, events: [bytes("e0"), bytes("e1")])
        #expect(try summaries(store) == [StoredSummary(id: "a", length: 2, summary: bytes("v0"))])
        try store.append(sessionID: "a", firstIndex: 2, events: [bytes("e2")], summary: bytes("v3"))
        #expect(try summaries(store) == [StoredSummary(id: "a", length: 3, summary: bytes("v3"))])
        try store.append(sessionID: "a", firstIndex: 3, events: [], summary: bytes("only"))
        #expect(try summaries(store) == [StoredSummary(id: "a", length: 3, summary: bytes("only"))])
        #expect(throws: StorageError.conflict(sessionID: "a", expectedIndex: 3, givenIndex: 2)) {
            try store.append(sessionID: "a", firstIndex: 2, events: [bytes("x")], summary: bytes("lost"))
        }
        #expect(try summaries(store).first?.summary == bytes("only"))
    }

    /// Deleting a session deletes its summary with its rows.
    @Test func deleteRemovesSummary() throws {
        let folder = TemporaryFolder()
        let store = try EventStore(path: folder.path, durability: .fast)
        try store.createSession(id: "a", creation: [], summary: bytes("s"))
        try store.createSession(id: "b", creation: [], summary: bytes("s"))
        try store.append(sessionID: "a", firstIndex: 0, events: [bytes("e")])
        try store.deleteSession(id: "a")
        #expect(try summaries(store).map(\.id) == ["b"])
        try store.createSession(id: "a", creation: [], summary: bytes("again"))
        try store.append(sessionID: "a", firstIndex: 0, events: [bytes("e")])
        #expect(try summaries(store).map(\.length) == [0, 1])
    }

    /// A schema v1 database migrates: every session gets its counted length and a nil summary,
    /// and appends continue at the right index.
    @Test func version1DatabaseMigrates() throws {
        let folder = TemporaryFolder()
        let path = folder.file("v1.sqlite")
        do {
            let connection = try SQLiteConnection(path: path, create: true)
            try connection.execute("PRAGMA application_id = \(Schema.applicationID)")
            try connection.execute(Schema.migrations[0].sql)
            try connection.execute("PRAGMA user_version = 1")
            try connection.execute("""
                INSERT INTO sessions(seq, id, creation, created) VALUES (1, 'x', x'00', 0), (2, 'y', x'00', 0);
                INSERT INTO events(session, idx, payload) VALUES (1, 0, x'01'), (1, 1, x'02'), (1, 2, x'03');
                """)
        }
        let store = try EventStore(path: path, durability: .durable)
        #expect(store.pragmas.schemaVersion == Schema.currentVersion)
        #expect(try summaries(store) == [
            StoredSummary(id: "x", length: 3, summary: nil),
            StoredSummary(id: "y", length: 0, summary: nil),
        ])
        #expect(throws: StorageError.conflict(sessionID: "x", expectedIndex: 3, givenIndex: 0)) {
            try store.append(sessionID: "x", firstIndex: 0, events: [bytes("e")])
        }
        try store.append(sessionID: "x", firstIndex: 3, events: [bytes("e")], summary: bytes("s"))
        #expect(try store.load(id: "x")?.events.count == 4)
    }
}
