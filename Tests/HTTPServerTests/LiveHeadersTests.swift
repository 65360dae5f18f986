import Logging
import Synchronization
import Testing
@testable import HTTPServer

/// Answers with what the live headers say, and keeps the first request to read it afterwards.
private final class HeaderProbe: HTTPResponder {
    let kept = Mutex<HTTPRequest?>(nil)

    func respond(to request: HTTPRequest) -> Answer {
        kept.withLock { if $0 == nil { $0 = request } }
        let headers = request.headers
        let names = headers.map(\.name).joined(separator: ",")
        let summary = "\(headers["x-probe"] ?? "-")|\(headers["X-EMPTY"] ?? "-")|\(headers["X-Absent"] ?? "-")|\(headers["X-Pro"] ?? "-")|\(names)"
        return .now(HTTPResponse(status: 200, body: Array(summary.utf8)))
    }
}

private func startProbe(_ probe: HeaderProbe) throws -> HTTPServer {
    var logger = Logger(label: "test")
    logger.logLevel = .warning
    return try HTTPServer(configuration: HTTPServerConfiguration(port: 0, threads: 1), responder: probe, logger: logger)
}

/// Live look-ups ignore case, give "" for an empty value and nil for an absent or partial name;
/// iterating collects every field in arrival order.
@Test func liveHeadersAnswerLikeCollectedOnes() throws {
    let probe = HeaderProbe()
    let server = try startProbe(probe)
    defer { server.stop() }
    let client = try LoopbackClient(port: server.port)
    client.send("GET /h HTTP/1.1\r\nHost: t\r\nX-Probe: first\r\nX-Empty:\r\nx-probe: second\r\n\r\n")
    let response = try #require(client.receive())
    #expect(response.body == "first||-|-|Host,X-Probe,X-Empty,x-probe")
}

/// A request kept past its answer reads no headers (its memory belonged to libmicrohttpd).
@Test func keptRequestReadsNoHeadersAfterCompletion() throws {
    let probe = HeaderProbe()
    let server = try startProbe(probe)
    defer { server.stop() }
    let client = try LoopbackClient(port: server.port)
    client.send("GET /h HTTP/1.1\r\nHost: t\r\nX-Probe: first\r\n\r\n")
    _ = try #require(client.receive())
    // The next request on the connection means the first one has completed.
    client.send("GET /h HTTP/1.1\r\nHost: t\r\n\r\n")
    _ = try #require(client.receive())
    let first = try #require(probe.kept.withLock { $0 })
    #expect(first.headers["Host"] == nil)
    #expect(first.headers.fields.isEmpty)
}

/// Adding to live headers keeps what was there and appends the new field.
@Test func addingToLiveHeadersCollectsThemFirst() throws {
    final class Adder: HTTPResponder {
        func respond(to request: HTTPRequest) -> Answer {
            var headers = request.headers
            headers.add(name: "X-Added", value: "1")
            let text = headers.map { "\($0.name)=\($0.value)" }.joined(separator: ",") + "|" + (headers["x-added"] ?? "-")
            return .now(HTTPResponse(status: 200, body: Array(text.utf8)))
        }
    }
    var logger = Logger(label: "test")
    logger.logLevel = .warning
    let server = try HTTPServer(configuration: HTTPServerConfiguration(port: 0, threads: 1), responder: Adder(), logger: logger)
    defer { server.stop() }
    let client = try LoopbackClient(port: server.port)
    client.send("GET /h HTTP/1.1\r\nHost: t\r\n\r\n")
    #expect(client.receive()?.body == "Host=t,X-Added=1|1")
}
