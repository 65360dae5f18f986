import Foundation
@testable import HTTPServer
import Logging
import RotationEngine
import SwivelJSON
import Synchronization
import Testing
@testable import SwivelAPI

/// Lazy loading and eviction of sessions (issue 6): an evicted session comes back exactly,
/// and no event is ever accepted by a copy that a newer loaded copy does not see.
@Suite struct SessionEvictionTests {
    private static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    private final class Folder {
        let path = NSTemporaryDirectory() + "swivel-eviction-\(UUID().uuidString)"
        deinit { try? FileManager.default.removeItem(atPath: path) }
    }

    private func service(_ folder: Folder, durability: SwivelConfiguration.Durability = .fast, maxLoaded: Int = 2) throws -> SessionService {
        var configuration = SwivelConfiguration()
        configuration.appsDirectory = Self.repositoryRoot + "/Config/apps"
        configuration.dataPath = folder.path
        configuration.durability = durability
        configuration.maxLoadedSessions = maxLoaded
        var logger = Logger(label: "test")
        logger.logLevel = .critical
        return try SessionService(configuration: configuration, logger: logger)
    }

    private func create(_ service: SessionService, app: String = "swapper") throws -> String {
        let request = try SessionRequest.decode(["app": .string(app)], catalog: service.catalog)
        let id = SessionID.make()
        _ = try service.registerAndWait(id: id, request: request)
        return id
    }

    private static let orientations: [DeviceOrientation] = [.landscapeLeft, .portrait, .landscapeRight, .portraitUpsideDown]

    /// Sessions beyond the limit are unloaded; each comes back with the same trace and state.
    @Test func evictedSessionsComeBackIdentical() throws {
        let folder = Folder()
        let reference = try service(Folder(), durability: .memory)
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
        #expect(evicting.sessionSummaries().map(\.summary.version) == Array(repeating: 5, count: 6))
    }

    /// With a durable store, creating and deleting a session answer later, once committed (no pool thread waits for the disk): the session is registered when the creation's answer is made and gone when the deletion's is.
    @Test func creationAndDeletionAnswerAfterTheirCommit() throws {
        let folder = Folder()
        let service = try service(folder, durability: .durable)
        let request = try SessionRequest.decode(["app": .string("swapper")], catalog: service.catalog)
        let created = try service.registerNewSession(
            id: "s-1", request: request,
            answer: { _, _ in HTTPResponse(status: service.registry.entry("s-1") == nil ? 500 : 201) },
            failure: { .failure($0.failure) }
        )
        let creation = try #require(created.pending)
        while creation.answer() == nil { usleep(100) }
        #expect(creation.answer()?.status == 201)
        let deleted = try service.removeSession("s-1", answer: { HTTPResponse(status: service.registry.entry("s-1") == nil ? 204 : 500) }, failure: { .failure($0.failure) })
        let deletion = try #require(deleted.pending)
        while deletion.answer() == nil { usleep(100) }
        #expect(deletion.answer()?.status == 204)
        #expect(throws: APIError.self) { try service.host("s-1") }
    }

    /// When a session's creation fails, the events queued after it (a finding's) fail too and answer the creation's failure, not their own "unknown session" or conflict; the session already stored under that id gets none of them.
    @Test func eventsQueuedAfterAFailedCreationAnswerItsFailure() throws {
        let folder = Folder()
        let service = try service(folder, durability: .durable)
        let request = try SessionRequest.decode(["app": .string("swapper")], catalog: service.catalog)
        try service.registerAndWait(id: "dup", request: request)
        _ = try service.applyAndWait([.rotate(.landscapeLeft)], to: "dup", expectedVersion: 0)
        do {
            try service.registerAndWait(id: "dup", request: request, events: [.rotate(.portrait)])
            Issue.record("a second session stored under the same id")
        } catch let error as APIError {
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
        let refused = try stale.stage([.rotate(.landscapeLeft)], expectedVersion: nil) { (_: SessionHost.Staged) throws(APIError) in
            Issue.record("a retired host tried to store an event")
        }
        #expect(refused == nil)
        let applied = try service.applyAndWait([.rotate(.landscapeLeft)], to: id, expectedVersion: 0)
        #expect(applied.applied.state.version == 1)
        #expect(applied.host !== stale)
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
                    if applied.applied.state.version != step + 1 { failures.withLock { $0.append("\(index): version \(applied.applied.state.version)") } }
                } catch {
                    failures.withLock { $0.append("\(index) step \(step): \(error)") }
                }
            }
        }
        #expect(failures.withLock { $0 } == [])
        service.shutdown()
        let reopened = try self.service(folder, maxLoaded: 100)
        for id in ids {
            #expect(try reopened.host(id).read().state.version == 40)
        }
    }
}
