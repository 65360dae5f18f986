import Testing
@testable import SwivelStorage

/// Index mismatches, unknown and duplicate sessions are refused and change nothing.
@Suite struct EventStoreConflictTests {
    func makeStore(_ folder: TemporaryFolder) throws -> EventStore {
        let store = try EventStore(path: folder.path, durability: .fast)
        try store.createSession(id: "s", creation: [])
        try store.append(sessionID: "s", firstIndex: 0, events: [bytes("0"), bytes("1")])
        return store
    }

    /// A gap (firstIndex beyond the end) is a conflict naming the expected index.
    @Test func gapIsConflict() throws {
        let folder = TemporaryFolder()
        let store = try makeStore(folder)
        #expect(throws: StorageError.conflict(sessionID: "s", expectedIndex: 2, givenIndex: 3)) {
            try store.append(sessionID: "s", firstIndex: 3, events: [bytes("x")])
        }
        #expect(try store.load(id: "s")?.events.count == 2)
    }

    /// An overlap (firstIndex inside the log) is a conflict and writes nothing.
    @Test func overlapIsConflict() throws {
        let folder = TemporaryFolder()
        let store = try makeStore(folder)
        #expect(throws: StorageError.conflict(sessionID: "s", expectedIndex: 2, givenIndex: 1)) {
            try store.append(sessionID: "s", firstIndex: 1, events: [bytes("x"), bytes("y")])
        }
        #expect(try store.load(id: "s")?.events == [bytes("0"), bytes("1")])
    }

    /// Appending to an unknown session is refused.
    @Test func unknownSession() throws {
        let folder = TemporaryFolder()
        let store = try makeStore(folder)
        #expect(throws: StorageError.unknownSession("zz")) {
            try store.append(sessionID: "zz", firstIndex: 0, events: [bytes("x")])
        }
    }

    /// Creating an existing id is refused and keeps the original.
    @Test func duplicateSession() throws {
        let folder = TemporaryFolder()
        let store = try makeStore(folder)
        #expect(throws: StorageError.duplicateSession("s")) {
            try store.createSession(id: "s", creation: bytes("other"))
        }
        #expect(try store.load(id: "s")?.events.count == 2)
        #expect(try store.load(id: "s")?.creation == [])
    }

    /// A session deleted and created again under the same id starts its log at 0: the writer
    /// does not remember where the deleted log ended.
    @Test func recreatedSessionStartsAtZero() throws {
        let folder = TemporaryFolder()
        let store = try makeStore(folder)
        try store.deleteSession(id: "s")
        try store.createSession(id: "s", creation: bytes("again"))
        #expect(throws: StorageError.conflict(sessionID: "s", expectedIndex: 0, givenIndex: 2)) {
            try store.append(sessionID: "s", firstIndex: 2, events: [bytes("2")])
        }
        try store.append(sessionID: "s", firstIndex: 0, events: [bytes("new")])
        #expect(try store.load(id: "s")?.events == [bytes("new")])
    }

    /// A refused batch moves nothing: the next append is expected where the log really ends,
    /// and its checksum chain carries on from the last stored event.
    @Test func refusedAppendLeavesThePositionWhereTheLogEnds() throws {
        let folder = TemporaryFolder()
        let store = try makeStore(folder)
        #expect(throws: StorageError.conflict(sessionID: "s", expectedIndex: 2, givenIndex: 5)) {
            try store.append(sessionID: "s", firstIndex: 5, events: [bytes("5")])
        }
        try store.append(sessionID: "s", firstIndex: 2, events: [bytes("2")])
        store.close()
        let reopened = try EventStore(path: folder.path, durability: .fast)
        #expect(try reopened.load(id: "s")?.events == [bytes("0"), bytes("1"), bytes("2")])  // load checks the chain
    }

    /// Logical refusals are not "unavailable" (they are not 503s).
    @Test func logicalErrorsAreNotUnavailable() {
        #expect(!StorageError.conflict(sessionID: "s", expectedIndex: 1, givenIndex: 2).isUnavailable)
        #expect(!StorageError.unknownSession("s").isUnavailable)
        #expect(StorageError.closed.isUnavailable)
        #expect(StorageError.sqlite(code: 13, message: "database or disk is full", context: "x").isUnavailable)
        #expect(StorageError.sqlite(code: 10 | (4 << 8), message: "disk I/O error", context: "x").isUnavailable)
    }
}
