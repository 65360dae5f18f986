import Logging
import Synchronization
import Testing
@testable import HTTPServer
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

/// A queued request line reaches the log on the log thread's own, without an explicit flush.
@Test func requestLinesAreWrittenByTheLogThread() async throws {
    let box = LineBox()
    let logger = Logger(label: "test") { _ in CollectingHandler(lines: box, logLevel: .info) }
    let queue = RequestLogQueue(logger: logger, interval: .milliseconds(5))
    queue.append(.init(method: "POST", path: "/v1/sessions/a/events", status: 200, microseconds: 412))
    for _ in 0..<200 where box.values.withLock({ $0.isEmpty }) { try await Task.sleep(for: .milliseconds(5)) }
    #expect(box.values.withLock { $0 } == ["info POST /v1/sessions/a/events 200 0.412ms"])
}

/// A deferred answer's line is queued once the answer is made, with its status.
@Test func deferredAnswerIsLoggedWhenMade() throws {
    struct Later: HTTPResponder {
        let pending: PendingResponse
        func respond(to request: HTTPRequest) -> Answer { .later(pending) }
    }
    let box = LineBox()
    let logger = Logger(label: "test") { _ in CollectingHandler(lines: box, logLevel: .info) }
    let pending = PendingResponse()
    let log = RequestLog(next: Later(pending: pending), logger: logger)
    guard case .later = log.respond(to: HTTPRequest(method: "DELETE", path: "/v1/apps/x")) else {
        Issue.record("the answer stays deferred"); return
    }
    log.queue?.flush()
    #expect(box.values.withLock { $0 }.isEmpty, "nothing is logged before the answer is made")
    pending.complete(HTTPResponse(status: 204))
    #expect(pending.answer()?.status == 204)
    log.queue?.flush()
    #expect(box.values.withLock { $0 }.first?.hasPrefix("info DELETE /v1/apps/x 204 ") == true)
}
