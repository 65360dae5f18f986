import Foundation
import Testing
import SwivelClient

/// SwivelServer starts a server of its own, finds its binary, and says what to set when there is none.
@Suite struct ServerTests {
    /// A server started with a token answers a client carrying it and refuses one without (401).
    @Test func tokenAndStop() async throws {
        let token = "swift-client-token-0123456789"
        let server = try await SwivelServer.start(binary: try TestServer.binary(), arguments: ["--token", token])
        defer { server.stop() }
        #expect(server.url.absoluteString.hasPrefix("http://127.0.0.1:"))
        #expect(try await Swivel(url: server.url, token: token).health().status == "ok")
        let refused = await #expect(throws: SwivelError.self) { try await Swivel(url: server.url, token: nil).sessions() }
        #expect(refused?.status == 401)
        server.stop()
        let stopped = await #expect(throws: SwivelError.self) { try await Swivel(url: server.url, token: token).health() }
        #expect(stopped?.code == "unreachable")
    }

    /// SWIVEL_BIN naming no executable, or no swivel on PATH, is an error that says what to set.
    @Test func missingBinary() {
        let named = #expect(throws: SwivelServerError.self) {
            try SwivelServer.findBinary(environment: ["SWIVEL_BIN": "/nonexistent/swivel", "PATH": ""])
        }
        #expect(named?.description.hasPrefix("SWIVEL_BIN=/nonexistent/swivel is not an executable file; no swivel binary to start") == true)
        let none = #expect(throws: SwivelServerError.self) { try SwivelServer.findBinary(environment: ["PATH": "/nonexistent"]) }
        #expect(none?.description.contains("point SWIVEL_URL at a server that is already running") == true)
    }

    /// PATH is searched for swivel when SWIVEL_BIN is not set.
    @Test func binaryOnPath() throws {
        let binary = try TestServer.binary()
        let found = try SwivelServer.findBinary(environment: ["PATH": "/nonexistent:" + binary.deletingLastPathComponent().path])
        #expect(found.path == binary.path)
    }
}
