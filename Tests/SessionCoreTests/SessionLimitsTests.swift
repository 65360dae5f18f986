import RotationEngine
import SwivelJSON
import Testing
@testable import SessionCore
import RotationTestSupport

/// Memory per session bounded: a session's log has a most-events limit, refused
/// (session_full) with nothing applied.
@Suite struct SessionEventLimitTests {
    /// Past its event limit a session refuses a batch whole (session_full) and keeps what it had.
    @Test func fullSessionRefusesTheBatchWhole() throws {
        let request = try SessionRequest.decodeClientRequest(["app": "swapper"], catalog: builtInApps)
        let host = SessionHost.launch(id: "s", request: request, ordinal: 0, eventLimit: 3)
        _ = try host.applyUnstored([.rotate(.landscapeLeft), .rotate(.portrait)])
        #expect(throws: SwivelError.sessionFull(id: "s", limit: 3)) {
            try host.applyUnstored([.rotate(.landscapeLeft), .rotate(.portrait)])
        }
        #expect(host.read { $0.state.version } == 2)
        _ = try host.applyUnstored([.rotate(.landscapeLeft)])
    }
}
