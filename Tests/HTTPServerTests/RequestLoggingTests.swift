import Logging
import Synchronization
import Testing
@testable import HTTPServer

/// Keeps every message logged through it.
private struct CollectingHandler: LogHandler {
    let lines: LineBox
    var logLevel: Logger.Level
    var metadata: Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        lines.values.withLock { $0.append("\(event.level) \(event.message)") }
    }
}

private final class LineBox: Sendable {
    let values = Mutex<[String]>([])
}

private struct Teapot: HTTPResponder {
    func respond(to request: HTTPRequest) -> HTTPResponse { HTTPResponse(status: 418) }
}

private func linesLogged(at level: Logger.Level) throws -> [String] {
    let box = LineBox()
    let logger = Logger(label: "test") { _ in CollectingHandler(lines: box, logLevel: level) }
    let server = try HTTPServer(configuration: HTTPServerConfiguration(port: 0, threads: 1), responder: Teapot(), logger: logger)
    let client = try LoopbackClient(port: server.port)
    client.send("GET /tea?sugar=2 HTTP/1.1\r\nHost: t\r\n\r\n")
    _ = try #require(client.receive())
    server.stop()
    return box.values.withLock { $0 }
}

/// At info or debug each request gets one line: method, path without query, status, time.
@Test(arguments: [Logger.Level.info, .debug])
func requestsAreLoggedAtInfoAndBelow(level: Logger.Level) throws {
    let lines = try linesLogged(at: level).filter { $0.hasPrefix("info GET ") }
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix("info GET /tea 418 ") == true)
    #expect(lines.first?.hasSuffix("ms") == true)
}

/// At warning no request line is written.
@Test func requestsAreNotLoggedAtWarning() throws {
    #expect(try linesLogged(at: .warning).isEmpty)
}
