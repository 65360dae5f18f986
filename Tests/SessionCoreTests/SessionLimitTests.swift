import Foundation
import Logging
import Synchronization
import Testing
@testable import SessionCore
import SessionTestSupport

/// The session limit (429 past `maxSessions`) holds under concurrent creation.
@Suite struct SessionLimitTests {
    /// 16 threads creating 8 sessions each against a limit of 50 create exactly 50; the rest are refused.
    @Test func concurrentCreationsNeverPassTheLimit() throws {
        let service = try Sessions.forTests(.memory, maxSessions: 50)
        let request = try SessionRequest.decode(["app": .string("swapper")], catalog: service.catalog)
        let created = Atomic<Int>(0)
        let refused = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 16) { _ in
            for _ in 0..<8 {
                do {
                    _ = try service.createAndWait(id: SessionID.make(), request: request)
                    created.add(1, ordering: .relaxed)
                } catch {
                    #expect(error as? SwivelError == .tooManySessions(limit: 50))
                    refused.add(1, ordering: .relaxed)
                }
            }
        }
        #expect(created.load(ordering: .relaxed) == 50)
        #expect(refused.load(ordering: .relaxed) == 78)
        #expect(service.registry.count == 50)
    }
}
