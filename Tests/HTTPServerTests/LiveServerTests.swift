import Foundation
import Logging
import Testing
@testable import HTTPServer

private struct EchoResponder: HTTPResponder {
    func respond(to request: HTTPRequest) -> Answer {
        let summary = "\(request.method) \(request.path) \(request.query.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "&")) \(request.body.count) \(request.headers["X-Test"] ?? "-")"
        return .now(HTTPResponse(status: 200, headers: [("Content-Type", "text/plain")], body: Array(summary.utf8)))
    }
}

private func startServer(maxBodyBytes: Int = 1 << 20) throws -> HTTPServer {
    var logger = Logger(label: "test")
    logger.logLevel = .warning
    return try HTTPServer(
        configuration: HTTPServerConfiguration(port: 0, threads: 2, maxBodyBytes: maxBodyBytes),
        responder: EchoResponder(), logger: logger)
}

/// Port 0 binds a real free port, and the request reaches the responder as a decoded value.
@Test func liveServerDeliversDecodedRequest() throws {
    let server = try startServer()
    defer { server.stop() }
    #expect(server.port > 0)
    let client = try LoopbackClient(port: server.port)
    client.send("GET /a%20b?x=1+2&y=%26 HTTP/1.1\r\nHost: t\r\nX-Test: yes\r\n\r\n")
    let response = try #require(client.receive())
    #expect(response.status == 200)
    #expect(response.body == "GET /a b x=1 2&y=& 0 yes")
}

/// Several requests share one connection (the keep-alive trap is avoided).
@Test func liveServerKeepsConnectionsAlive() throws {
    let server = try startServer()
    defer { server.stop() }
    let client = try LoopbackClient(port: server.port)
    for index in 0..<3 {
        client.send("GET /n\(index) HTTP/1.1\r\nHost: t\r\n\r\n")
        let response = try #require(client.receive())
        #expect(response.status == 200)
        #expect(response.headers["connection"]?.lowercased() != "close")
    }
}

/// A JSON body within the limit reaches the responder whole.
@Test func liveServerDeliversBody() throws {
    let server = try startServer(maxBodyBytes: 100)
    defer { server.stop() }
    let client = try LoopbackClient(port: server.port)
    client.send("POST /b HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Length: 11\r\n\r\n{\"a\":[1,2]}")
    #expect(client.receive()?.body == "POST /b  11 -")
}

/// A declared body over the limit gets a 413 before the body is sent (plain text: this server
/// gives no renderer).
@Test func liveServerRefusesOversizedBodyEarly() throws {
    let server = try startServer(maxBodyBytes: 100)
    defer { server.stop() }
    let client = try LoopbackClient(port: server.port)
    client.send("POST /b HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Length: 101\r\n\r\n")
    let response = try #require(client.receive())
    #expect(response.status == 413)
    #expect(response.body.hasPrefix("413 payload_too_large: "))
}

/// After stop() the port no longer accepts connections, and stopping twice is harmless.
@Test func liveServerStops() throws {
    let server = try startServer()
    let port = server.port
    server.stop()
    server.stop()
    #expect(throws: (any Error).self) { try LoopbackClient(port: port) }
}

/// A port that is already taken is a thrown error, not a crash.
@Test func liveServerReportsPortInUse() throws {
    let first = try startServer()
    defer { first.stop() }
    #expect(throws: HTTPServerError.self) {
        try HTTPServer(configuration: HTTPServerConfiguration(port: first.port), responder: EchoResponder(), logger: Logger(label: "t"))
    }
}
