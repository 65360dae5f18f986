import Foundation
import Synchronization
import Testing
@testable import SwivelStorage

/// Group commit under concurrent writers, and failures that must stay contained.
@Suite struct EventStoreConcurrencyTests {
    /// 16 threads appending to their own sessions: every event is stored exactly once, in order.
    @Test(arguments: [StorageDurability.fast, .durable])
    func concurrentAppendsToOwnSessions(durability: StorageDurability) throws {
        let folder = TemporaryFolder()
        let store = try EventStore(path: folder.path, durability: durability)
        let failures = Mutex<[String]>([])
        let perThread = durability == .fast ? 200 : 40
        runOnThreads(16) { t in
            do {
                try store.createSession(id: "t\(t)", creation: bytes("\(t)"))
                for i in 0..<perThread {
                    try store.append(sessionID: "t\(t)", firstIndex: i, events: [bytes("t\(t)-\(i)")])
                }
            } catch {
                failures.withLock { $0.append("\(error)") }
            }
        }
        #expect(failures.withLock { $0 } == [])
        for t in 0..<16 {
            #expect(try store.load(id: "t\(t)")?.events == (0..<perThread).map { bytes("t\(t)-\($0)") })
        }
        let stats = store.writeStatistics
        #expect(stats.requests == 16 * (perThread + 1))
        #expect(stats.batches <= stats.requests)
    }

    /// 16 threads sharing 4 sessions (indices handed out under a per-session lock, as the API
    /// does): no lost or doubled events, each session's log in index order.
    @Test func concurrentAppendsToSharedSessions() throws {
        let folder = TemporaryFolder()
        let store = try EventStore(path: folder.path, durability: .fast)
        for s in 0..<4 { try store.createSession(id: "shared\(s)", creation: []) }
        let counters = (0..<4).map { _ in NextIndex() }
        let failures = Mutex(0)
        runOnThreads(16) { t in
            for i in 0..<100 {
                let s = (t + i) % 4
                counters[s].withLock { next in
                    do {
                        try store.append(sessionID: "shared\(s)", firstIndex: next, events: [bytes("\(next)")])
                        next += 1
                    } catch {
                        failures.withLock { $0 += 1 }
                    }
                }
            }
        }
        #expect(failures.withLock { $0 } == 0)
        for s in 0..<4 {
            let events = try #require(try store.load(id: "shared\(s)")).events
            #expect(events == (0..<events.count).map { bytes("\($0)") })
        }
        #expect(try loadEverything(store).map(\.events.count).reduce(0, +) == 1600)
    }

    /// One conflicting request among concurrent good ones fails alone; the others commit.
    @Test func badRequestDoesNotFailTheBatch() throws {
        let folder = TemporaryFolder()
        let store = try EventStore(path: folder.path, durability: .durable)
        for t in 0..<8 { try store.createSession(id: "b\(t)", creation: []) }
        let outcomes = Mutex<[Int: Bool]>([:])
        runOnThreads(8) { t in
            // Thread 0 always sends a gap; the others are valid.
            let ok = (try? store.append(sessionID: "b\(t)", firstIndex: t == 0 ? 5 : 0, events: [bytes("x")])) != nil
            outcomes.withLock { $0[t] = ok }
        }
        #expect(outcomes.withLock { $0 } == [0: false, 1: true, 2: true, 3: true, 4: true, 5: true, 6: true, 7: true])
        #expect(try store.load(id: "b0")?.events == [])
    }

    /// A full disk is reported as unavailable, applies nothing of the failing append, and
    /// leaves reads working.
    @Test func diskFullIsUnavailableAndAllOrNone() throws {
        let folder = TemporaryFolder()
        let store = try EventStore(path: folder.path, durability: .durable) { connection throws(StorageError) in
            try connection.execute("PRAGMA max_page_count = 40")
        }
        try store.createSession(id: "full", creation: [])
        var index = 0
        var failure: StorageError?
        let big = [UInt8](repeating: 42, count: 900)
        while index < 10_000 {
            do {
                try store.append(sessionID: "full", firstIndex: index, events: [big, big, big, big, big])
                index += 5
            } catch {
                failure = error
                break
            }
        }
        let error = try #require(failure)
        #expect(error.isUnavailable)
        #expect(error.description.contains("full"))
        let stored = try #require(try store.load(id: "full"))
        #expect(stored.events.count == index)  // nothing of the failed batch
        // The rolled-back batch did not move the writer's idea of where the log ends.
        #expect(throws: StorageError.conflict(sessionID: "full", expectedIndex: index, givenIndex: index + 5)) {
            try store.append(sessionID: "full", firstIndex: index + 5, events: [[1]])
        }
    }
}

/// The next event index of one session, behind its own lock. An NSLock (pthread) rather than
/// `Mutex` so that ThreadSanitizer, which does not see Mutex's futex on Linux, can check this test.
final class NextIndex: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0

    func withLock(_ body: (inout Int) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        body(&next)
    }
}
