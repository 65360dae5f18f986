import RotationEngine
import Testing
@testable import SessionCore

/// A commit that fails (docs/architecture.md, "The event path"): the staged events are
/// abandoned, readers never saw them, and the session goes on from its last committed state.
@Suite struct CommitFailureRollbackTests {
    /// An abandoned staging leaves the committed state, version and trace as they were; the next event stages on the committed state.
    @Test func abandonedEventsLeaveNoTrace() throws {
        let host = SessionHost.launch(id: "s", request: try DecisionPageTests.request("swapper"), ordinal: 0, keepsEvents: false)
        let before = host.read { ($0.state, $0.trace.count, $0.trace.decisionCount) }
        let staged = try #require(try host.stage([.rotate(.landscapeLeft)], expectedVersion: nil) { _ throws(SwivelError) in })
        #expect(staged.state.version == 1)
        #expect(host.read { $0.state } == before.0, "readers see only committed state")
        host.abandon(staged)
        #expect(host.read { $0.state } == before.0)
        #expect(host.read { ($0.trace.count, $0.trace.decisionCount) } == (before.1, before.2))
        let again = try #require(try host.stage([.rotate(.portrait)], expectedVersion: nil) { _ throws(SwivelError) in })
        #expect(again.firstIndex == 0, "the next event follows the committed log, not the abandoned one")
        #expect(again.state.version == 1)
        #expect(again.state.interfaceOrientation == .portrait)
        _ = host.publish(again)
        #expect(host.read { $0.state.version } == 1)
    }

    /// Events staged on top of a staging that then fails are of the old epoch: abandoning them too leaves the committed state, and a later staging starts from it.
    @Test func stagingsOnAFailedOneAreDroppedWithIt() throws {
        let host = SessionHost.launch(id: "s", request: try DecisionPageTests.request("swapper"), ordinal: 0, keepsEvents: false)
        let first = try #require(try host.stage([.rotate(.landscapeLeft)], expectedVersion: nil) { _ throws(SwivelError) in })
        let second = try #require(try host.stage([.rotate(.portrait)], expectedVersion: nil) { _ throws(SwivelError) in })
        #expect(second.firstIndex == 1, "chained on the staged state")
        host.abandon(first)
        host.abandon(second)
        #expect(host.read { $0.state.version } == 0)
        let next = try #require(try host.stage([.rotate(.landscapeRight)], expectedVersion: nil) { _ throws(SwivelError) in })
        #expect(next.firstIndex == 0)
        #expect(next.state.interfaceOrientation == .landscapeLeft)
    }

    /// A hand-off to the store that throws (the store refused to queue the write) stages nothing.
    @Test func aRefusedHandOffStagesNothing() throws {
        let host = SessionHost.launch(id: "s", request: try DecisionPageTests.request("swapper"), ordinal: 0, keepsEvents: false)
        #expect(throws: SwivelError.storageUnavailable("closed")) {
            try host.stage([.rotate(.landscapeLeft)], expectedVersion: nil) { _ throws(SwivelError) in throw .storageUnavailable("closed") }
        }
        let next = try #require(try host.stage([.rotate(.landscapeLeft)], expectedVersion: nil) { _ throws(SwivelError) in })
        #expect(next.firstIndex == 0)
    }
}
