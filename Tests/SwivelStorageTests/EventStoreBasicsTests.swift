import Testing
@testable import SwivelStorage

/// Create, append, load, delete and order.
@Suite struct EventStoreBasicsTests {
    /// A created session loads back with its creation payload and appended events in order.
    @Test func createAppendLoad() throws {
        let folder = TemporaryFolder()
        let store = try EventStore(path: folder.path, durability: .fast)
        try store.createSession(id: "s1", creation: bytes(#"{"app":"seed-000"}"#))
        try store.append(sessionID: "s1", firstIndex: 0, events: [bytes("a"), bytes("b")])
        try store.append(sessionID: "s1", firstIndex: 2, events: [bytes("c")])
        let loaded = try #require(try store.load(id: "s1"))
        #expect(loaded == StoredSession(id: "s1", creation: bytes(#"{"app":"seed-000"}"#), events: [bytes("a"), bytes("b"), bytes("c")]))
    }

    /// An unknown session loads as nil.
    @Test func unknownSessionLoadsNil() throws {
        let folder = TemporaryFolder()
        let store = try EventStore(path: folder.path, durability: .fast)
        #expect(try store.load(id: "nope") == nil)
    }

    /// Empty payloads are kept as empty, not lost or turned into NULL failures.
    @Test func emptyPayloads() throws {
        let folder = TemporaryFolder()
        let store = try EventStore(path: folder.path, durability: .fast)
        try store.createSession(id: "e", creation: [])
        try store.append(sessionID: "e", firstIndex: 0, events: [[], [0, 255]])
        #expect(try store.load(id: "e")?.events == [[], [0, 255]])
    }

    /// sessionIDs and loadAll list sessions in creation order, not id order.
    @Test func creationOrder() throws {
        let folder = TemporaryFolder()
        let store = try EventStore(path: folder.path, durability: .fast)
        for id in ["c", "a", "b"] { try store.createSession(id: id, creation: bytes(id)) }
        try store.append(sessionID: "a", firstIndex: 0, events: [bytes("a0")])
        try store.append(sessionID: "c", firstIndex: 0, events: [bytes("c0"), bytes("c1")])
        #expect(try store.sessionIDs() == ["c", "a", "b"])
        let all = try loadEverything(store)
        #expect(all.map(\.id) == ["c", "a", "b"])
        #expect(all.map(\.events.count) == [2, 1, 0])
        #expect(all[0].events == [bytes("c0"), bytes("c1")])
        #expect(all[1].creation == bytes("a"))
    }

    /// Deleting a session removes it and its event rows; re-creating the id starts an empty log.
    @Test func deleteRemovesRows() throws {
        let folder = TemporaryFolder()
        let store = try EventStore(path: folder.path, durability: .fast)
        try store.createSession(id: "d", creation: bytes("x"))
        try store.createSession(id: "keep", creation: bytes("y"))
        try store.append(sessionID: "d", firstIndex: 0, events: [bytes("1"), bytes("2")])
        try store.append(sessionID: "keep", firstIndex: 0, events: [bytes("k")])
        try store.deleteSession(id: "d")
        #expect(try store.load(id: "d") == nil)
        #expect(try store.sessionIDs() == ["keep"])
        let raw = try SQLiteConnection(path: store.databasePath, create: false)
        #expect(try raw.integer("SELECT (SELECT count(*) FROM events) + (SELECT count(*) FROM journal)") == 1)
        try store.createSession(id: "d", creation: bytes("z"))
        try store.append(sessionID: "d", firstIndex: 0, events: [bytes("fresh")])
        #expect(try store.load(id: "d")?.events == [bytes("fresh")])
        #expect(try store.sessionIDs() == ["keep", "d"])
    }

    /// Deleting an unknown session is a no-op, not an error.
    @Test func deleteUnknownIsNoOp() throws {
        let folder = TemporaryFolder()
        let store = try EventStore(path: folder.path, durability: .fast)
        try store.deleteSession(id: "ghost")
    }

    /// loadAll can be stopped by throwing from the body; the error comes out unchanged.
    @Test func loadAllPropagatesBodyError() throws {
        struct Stop: Error {}
        let folder = TemporaryFolder()
        let store = try EventStore(path: folder.path, durability: .fast)
        try store.createSession(id: "a", creation: [])
        #expect(throws: Stop.self) { try store.loadAll { _ in throw Stop() } }
        #expect(try store.sessionIDs() == ["a"])  // the reader connection went back clean
    }
}
