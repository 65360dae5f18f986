#if canImport(Glibc)
import Glibc
#endif
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

/// A request line's time reads as `Double`'s description of milliseconds, as the line
/// interpolated before (`0.412ms`, `1.0ms`, `0.05ms`, `1234.5ms`).
@Test func requestLineTimeReadsAsMilliseconds() {
    let samples: [Int64] = Array(0...2_100) + [9_990, 10_000, 123_456, 1_234_500, 60_000_000, 987_654_321]
    for micros in samples {
        let line = RequestLogQueue.Line(method: "GET", path: "/v1/health", status: 200, microseconds: micros)
        #expect(line.message == "GET /v1/health 200 \(Double(micros) / 1000)ms")
    }
}

/// What the server's handler writes, read back from a pipe.
private func written(by write: (StandardErrorLogHandler) -> Void, label: String = "swivel") throws -> String {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    let handler = StandardErrorLogHandler(label: label, output: LogOutput(fileDescriptor: ends[1]))
    write(handler)
    close(ends[1])
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = read(ends[0], &chunk, chunk.count)
        guard count > 0 else { break }
        bytes += chunk[0..<count]
    }
    close(ends[0])
    return String(decoding: bytes, as: UTF8.self)
}

/// Collects what swift-log's `StreamLogHandler` writes.
private final class TextBox: TextOutputStream, @unchecked Sendable {
    var text = ""
    func write(_ string: String) { text += string }
}

/// The server's handler writes swift-log's `StreamLogHandler` format: timestamp, level, label,
/// metadata sorted by key, source in brackets, message.
@Test func serverLogLinesMatchStreamLogHandler() throws {
    let box = TextBox()
    var stream = StreamLogHandler(label: "swivel", stream: box, metadataProvider: nil)
    stream.metadata = ["b": "2", "a": "1"]
    let event = LogEvent(level: .warning, message: "disk full", metadata: ["c": "3"], source: "SwivelStorage",
                         file: #fileID, function: #function, line: #line)
    stream.log(event: event)
    let text = try written { handler in
        var handler = handler
        handler.metadata = ["b": "2", "a": "1"]
        handler.log(event: event)
    }
    let timestamp = #/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d{4} /#
    #expect(text.replacing(timestamp, with: "T ") == box.text.replacing(timestamp, with: "T "))
    #expect(text.hasSuffix(" warning swivel: a=1 b=2 c=3 [SwivelStorage] disk full\n"))
    #expect(text.firstMatch(of: timestamp) != nil)
}

/// A batch of request lines is written whole, one prefixed line each, in order; nothing below
/// the handler's level.
@Test func requestLinesAreWrittenAsOneBatch() throws {
    let lines = [
        RequestLogQueue.Line(method: "POST", path: "/v1/sessions/a/events", status: 200, microseconds: 412),
        RequestLogQueue.Line(method: "GET", path: "/v1/health", status: 200, microseconds: 1_000),
    ]
    let text = try written { $0.logBatch(lines, level: .info, source: "SwivelAPI") { $0.append(to: &$1) } }
    let trimmed = text.replacing(#/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d{4} /#, with: "")
    #expect(trimmed == "info swivel: [SwivelAPI] POST /v1/sessions/a/events 200 0.412ms\ninfo swivel: [SwivelAPI] GET /v1/health 200 1.0ms\n")
    let quiet = try written { handler in
        var handler = handler
        handler.logLevel = .warning
        handler.logBatch(lines, level: .info, source: "SwivelAPI") { $0.append(to: &$1) }
    }
    #expect(quiet.isEmpty)
}
