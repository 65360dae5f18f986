import Foundation
import Logging
import RotationEngine
import SwivelJSON
import Synchronization
import Testing
@testable import SessionCore
import SessionTestSupport

/// Lazy loading and eviction of sessions: an evicted session comes back exactly,
/// and no event is ever accepted by a copy that a newer loaded copy does not see.
@Suite struct SessionEvictionTests {
    private final class Folder {
        let path = NSTemporaryDirectory() + "swivel-eviction-\(UUID().uuidString)"
        deinit { try? FileManager.default.removeItem(atPath: path) }
    }

    private func service(_ folder: Folder, durable: Bool = false, maxLoaded: Int = 2) throws -> Sessions {
        try Sessions.forTests(durable ? .durable(path: folder.path) : .fast(path: folder.path), maxLoaded: maxLoaded)
    }

    private func create(_ service: Sessions, app: String = "swapper") throws -> String {
        let request = try SessionRequest.decode(["app": .string(app)], catalog: service.catalog)
        let id = SessionID.make()
        _ = try service.createAndWait(id: id, request: request)
        return id
    }

    private static let orientations: [DeviceOrientation] = [.landscapeLeft, .portrait, .landscapeRight, .portraitUpsideDown]

    /// Sessions beyond the limit are unloaded; each comes back with the same trace and state.
    @Test func evictedSessionsComeBackIdentical() throws {
        let folder = Folder()
        let reference = try Sessions.forTests(.memory)
        let evicting = try service(folder, maxLoaded: 2)
        var pairs: [(String, String)] = []
        for _ in 0..<6 { pairs.append((try create(reference), try create(evicting))) }
        for round in 0..<5 {
            for (index, (referenceID, id)) in pairs.enumerated() {
                let events = [Event.rotate(Self.orientations[(round + index) % 4])]
                _ = try reference.applyAndWait(events, to: referenceID, expectedVersion: nil)
                _ = try evicting.applyAndWait(events, to: id, expectedVersion: nil)
            }
        }
        #expect(evicting.registry.loadedCount.load(ordering: .relaxed) <= 2)
        for (referenceID, id) in pairs {
            let expected = try reference.host(referenceID).read()
            let actual = try evicting.host(id).read()
            #expect(actual.trace.recent == expected.trace.recent)
            // The durable host keeps no events in memory: its log is read back from the store.
            #expect(actual.events.isEmpty && !actual.keepsEvents)
            #expect(try evicting.storedEvents(of: id, in: 0..<actual.eventCount) == expected.events)
            #expect(actual.state.version == 5)
        }
        #expect(evicting.summaries().map(\.summary.version) == Array(repeating: 5, count: 6))
    }

    /// With a durable store, creating and deleting a session complete later, once committed (no caller waits for the disk): the session is registered when the creation completes and gone when the deletion does.
    @Test func creationAndDeletionCompleteAfterTheirCommit() throws {
        let folder = Folder()
        let service = try service(folder, durable: true)
        let request = try SessionRequest.decode(["app": .string("swapper")], catalog: service.catalog)
        let registeredOnCompletion = try waitFor { (done: @escaping Sessions.Completion<Bool>) in
            service.create(id: "s-1", request: request) { result in done(result.map { _ in service.registry.entry("s-1") != nil }) }
        }
        #expect(registeredOnCompletion)
        let goneOnCompletion = try waitFor { (done: @escaping Sessions.Completion<Bool>) in
            service.delete("s-1") { result in done(result.map { service.registry.entry("s-1") == nil }) }
        }
        #expect(goneOnCompletion)
        #expect(throws: SwivelError.sessionNotFound("s-1")) { try service.host("s-1") }
    }

    /// When a session's creation fails, the events queued after it (a finding's) fail too and answer the creation's failure, not their own "unknown session" or conflict; the session already stored under that id gets none of them.
    @Test func eventsQueuedAfterAFailedCreationAnswerItsFailure() throws {
        let folder = Folder()
        let service = try service(folder, durable: true)
        let request = try SessionRequest.decode(["app": .string("swapper")], catalog: service.catalog)
        try service.createAndWait(id: "dup", request: request)
        _ = try service.applyAndWait([.rotate(.landscapeLeft)], to: "dup", expectedVersion: 0)
        do {
            try service.createAndWait(id: "dup", request: request, events: [.rotate(.portrait)])
            Issue.record("a second session stored under the same id")
        } catch let error as SwivelError {
            guard case .storageUnavailable(let detail) = error else { throw error }
            #expect(detail.hasPrefix("could not create the session"), "\(detail)")
        }
        #expect(try service.host("dup").read { $0.state.version } == 1)
        #expect(try service.storedEvents(of: "dup", in: 0..<1).count == 1)
    }

    /// A host evicted after a request looked it up applies nothing; the event goes to the
    /// freshly loaded copy, which continues from the stored version.
    @Test func retiredHostAppliesNothing() throws {
        let folder = Folder()
        let service = try service(folder, maxLoaded: 10)
        let id = try create(service)
        let stale = try service.host(id)
        #expect(service.registry.entry(id)?.evict() == true)
        let refused = try stale.stage([.rotate(.landscapeLeft)], expectedVersion: nil) { (_: SessionHost.Staged) throws(SwivelError) in
            Issue.record("a retired host tried to store an event")
        }
        #expect(refused == nil)
        let applied = try service.applyAndWait([.rotate(.landscapeLeft)], to: id, expectedVersion: 0)
        #expect(applied.state.version == 1)
        #expect(try service.host(id) !== stale)
    }

    /// A host pinned by a request about to stage stays loaded through eviction; unpinned it can go; deleting the session retires it even while pinned.
    @Test func aPinnedHostIsNotEvicted() throws {
        let folder = Folder()
        let service = try service(folder, maxLoaded: 10)
        let id = try create(service)
        let pinned = try #require(try service.registry.host(id, pinned: true))
        #expect(service.registry.entry(id)?.evict() == false)
        pinned.unpin()
        #expect(service.registry.entry(id)?.evict() == true)
        let again = try #require(try service.registry.host(id, pinned: true))
        #expect(again !== pinned, "loaded again from the store")
        #expect(service.registry.remove(id) != nil)
        let staged = try again.stage([.rotate(.landscapeLeft)], expectedVersion: nil) { (_: SessionHost.Staged) throws(SwivelError) in
            Issue.record("a deleted session's host tried to store an event")
        }
        #expect(staged == nil, "retired by the deletion though pinned")
        again.unpin()
    }

    /// Threads posting to their own sessions while only 2 of 8 stay loaded: every event is
    /// applied once, in order, and stored.
    @Test func eventsRacingEvictionAreNeverLost() throws {
        let folder = Folder()
        let service = try service(folder, maxLoaded: 2)
        let ids = try (0..<8).map { _ in try create(service) }
        let failures = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: ids.count) { index in
            for step in 0..<40 {
                do {
                    let applied = try service.applyAndWait([.rotate(Self.orientations[step % 4])], to: ids[index], expectedVersion: step)
                    if applied.state.version != step + 1 { failures.withLock { $0.append("\(index): version \(applied.state.version)") } }
                } catch {
                    failures.withLock { $0.append("\(index) step \(step): \(error)") }
                }
            }
        }
        #expect(failures.withLock { $0 } == [])
        service.close()
        let reopened = try self.service(folder, maxLoaded: 100)
        for id in ids {
            #expect(try reopened.host(id).read().state.version == 40)
        }
    }
}

/// A session restored from a log longer than the replay encodes (its older events replayed
/// without their trace) answers every trace and decision page as the session that lived
/// through them does, and reaches the same state.
@Suite struct LongSessionRestoreTests {
    private final class Folder {
        let path = NSTemporaryDirectory() + "swivel-restore-\(UUID().uuidString)"
        deinit { try? FileManager.default.removeItem(atPath: path) }
    }

    private func create(_ service: Sessions, app: String) throws -> String {
        let request = try SessionRequest.decode(["app": .string(app)], catalog: service.catalog)
        let id = SessionID.make()
        _ = try service.createAndWait(id: id, request: request)
        return id
    }

    /// alternate-landscape after 3,000 events (a push or a pop on most rotations, taps and backs), evicted and read back: the same state, trace pages and decision pages as a session that kept everything in memory.
    @Test func restoredLongSessionServesTheSamePages() throws {
        let folder = Folder()
        let reference = try Sessions.forTests(.memory)
        let restoring = try Sessions.forTests(.fast(path: folder.path), maxLoaded: 1)
        let referenceID = try create(reference, app: "alternate-landscape")
        let id = try create(restoring, app: "alternate-landscape")
        let orientations: [DeviceOrientation] = [.landscapeLeft, .portrait, .landscapeRight, .faceUp, .portrait, .portraitUpsideDown]
        for batch in 0..<30 {
            let events = (0..<100).map { Event.rotate(orientations[(batch + $0) % orientations.count]) }
            _ = try reference.applyAndWait(events, to: referenceID, expectedVersion: nil)
            _ = try restoring.applyAndWait(events, to: id, expectedVersion: nil)
        }
        // Loading another session evicts this one (one loaded at most); reading it replays its log.
        _ = try create(restoring, app: "swapper")
        #expect(restoring.registry.loadedCount.load(ordering: .relaxed) <= 1)
        let expected = try reference.host(referenceID)
        let actual = try restoring.host(id)
        #expect(actual.read { $0.state } == expected.read { $0.state })
        #expect(actual.read { $0.state.version } == 3_000)
        let stored: (Range<Int>) throws(SwivelError) -> [Event] = { range throws(SwivelError) in try restoring.storedEvents(of: id, in: range) }
        for stream in [TraceRegeneration.Stream.trace, .decisions] {
            let total = expected.read { stream == .trace ? $0.trace.count : $0.trace.decisionCount }
            #expect(actual.read { stream == .trace ? $0.trace.count : $0.trace.decisionCount } == total)
            for start in [0, 1_000, total / 2, total - 3_000, total - 300, total - 10] where start >= 0 {
                let page = try actual.tracePage(from: start, limit: 250, stream: stream, storedEvents: stored)
                #expect(try page.json == expected.tracePage(from: start, limit: 250, stream: stream).json, "\(stream) from \(start)")
                #expect(page.range == start..<min(start + 250, total))
            }
        }
    }
}
