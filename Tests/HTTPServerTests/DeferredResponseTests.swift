import Foundation
import Logging
import Synchronization
import Testing
@testable import HTTPServer

/// Answers `/later` from another thread after a pause, `/ready` with an answer completed before
/// the handler could park the connection, and `/never` not at all (until the server stops).
private struct DeferringResponder: HTTPResponder {
    func respond(to request: HTTPRequest) -> Answer {
        let pending = PendingResponse()
        switch request.path {
        case "/later":
            Thread.detachNewThread {
                usleep(50_000)
                pending.complete(HTTPResponse(status: 200, body: Array("later".utf8)))
            }
        case "/ready":
            pending.complete(HTTPResponse(status: 201, body: Array("ready".utf8)))
        default:
            break
        }
        return .later(pending)
    }
}

private func startDeferringServer() throws -> HTTPServer {
    var logger = Logger(label: "test")
    logger.logLevel = .warning
    return try HTTPServer(
        configuration: HTTPServerConfiguration(port: 0, threads: 2, maxBodyBytes: 1 << 20, shutdownGraceSeconds: 0.2),
        responder: DeferringResponder(), logger: logger)
}

/// A deferred answer completed later from another thread reaches the client, and the connection stays usable.
@Test func deferredAnswerCompletedFromAnotherThread() throws {
    let server = try startDeferringServer()
    defer { server.stop() }
    let client = try LoopbackClient(port: server.port)
    for _ in 0..<3 {
        client.send("GET /later HTTP/1.1\r\nHost: t\r\n\r\n")
        let response = try #require(client.receive())
        #expect(response.status == 200)
        #expect(response.body == "later")
    }
}

/// An answer completed before the handler could park the connection is sent at once.
@Test func deferredAnswerAlreadyCompleted() throws {
    let server = try startDeferringServer()
    defer { server.stop() }
    let client = try LoopbackClient(port: server.port)
    client.send("GET /ready HTTP/1.1\r\nHost: t\r\n\r\n")
    let response = try #require(client.receive())
    #expect(response.status == 201)
    #expect(response.body == "ready")
}

/// Many parked connections at once do not hold the pool threads: a plain request on another connection is answered while 32 wait.
@Test func parkedConnectionsDoNotHoldPoolThreads() throws {
    let server = try startDeferringServer()
    defer { server.stop() }
    var waiting: [LoopbackClient] = []
    for _ in 0..<32 {
        let client = try LoopbackClient(port: server.port)
        client.send("GET /later HTTP/1.1\r\nHost: t\r\n\r\n")
        waiting.append(client)
    }
    let ready = try LoopbackClient(port: server.port)
    ready.send("GET /ready HTTP/1.1\r\nHost: t\r\n\r\n")
    #expect(try #require(ready.receive()).status == 201)
    for client in waiting {
        #expect(try #require(client.receive()).status == 200)
    }
}

/// Stopping with a request still parked answers it (503) instead of violating libmicrohttpd's rule.
@Test func stopAnswersWhatIsStillParked() throws {
    let server = try startDeferringServer()
    let client = try LoopbackClient(port: server.port)
    client.send("GET /never HTTP/1.1\r\nHost: t\r\n\r\n")
    usleep(100_000)
    server.stop()
    let response = client.receive()
    #expect(response == nil || response?.status == 503)
}
