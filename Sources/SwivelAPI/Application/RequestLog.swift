import HTTPServer
import Logging

/// One info line per answered request — `POST /v1/sessions/{id}/events 200 0.412ms` — as an
/// API middleware (the outermost one, so every answer the API gives is logged, refusals of the
/// access policy included). Off below info: whether to log is decided once, because the logger
/// is fixed for the server's life and asking its handler per request cost ~250 instructions.
/// The line is formatted and written off the answer's path, in batches (`RequestLogQueue`).
/// Requests the transport refuses before the API sees them (framing, 413) are not logged here.
struct RequestLog: HTTPResponder {
    let next: any HTTPResponder
    /// The lines to log, written by their own thread (nil below info).
    let queue: RequestLogQueue?

    init(next: any HTTPResponder, logger: Logger) {
        self.next = next
        queue = logger.logLevel <= .info ? RequestLogQueue(logger: logger) : nil
    }

    func respond(to request: HTTPRequest) -> Answer {
        guard let queue else { return next.respond(to: request) }
        let started = ContinuousClock.now
        let (method, path) = (request.method, request.path)
        return next.respond(to: request).map { answer in
            let micros = RequestMetrics.nanoseconds(since: started) / 1_000
            queue.append(.init(method: method, path: path, status: answer.status, microseconds: micros))
            return answer
        }
    }
}
