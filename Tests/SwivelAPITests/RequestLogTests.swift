import Logging
import Synchronization
import Testing
import HTTPServer
@testable import SwivelAPI

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
    func respond(to request: HTTPRequest) -> Answer { .now(HTTPResponse(status: 418)) }
}

private func linesLogged(at level: Logger.Level, deferred: Bool = false) -> [String] {
    let box = LineBox()
    let logger = Logger(label: "test") { _ in CollectingHandler(lines: box, logLevel: level) }
    let log = RequestLog(next: Teapot(), logger: logger)
    let response = log.respond(to: HTTPRequest(method: "GET", path: "/tea", query: ["sugar": "2"]))
    #expect(response.response?.status == 418)
    log.queue?.flush()
    return box.values.withLock { $0 }
}

/// At info or debug each request gets one line: method, path without query, status, time.
@Test(arguments: [Logger.Level.info, .debug])
func requestsAreLoggedAtInfoAndBelow(level: Logger.Level) {
    let lines = linesLogged(at: level).filter { $0.hasPrefix("info GET ") }
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix("info GET /tea 418 ") == true)
    #expect(lines.first?.hasSuffix("ms") == true)
}

/// At warning no request line is written.
@Test func requestsAreNotLoggedAtWarning() {
    #expect(linesLogged(at: .warning).isEmpty)
}
