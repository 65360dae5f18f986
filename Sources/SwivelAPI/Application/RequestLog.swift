import HTTPServer
import Logging

/// One info line per answered request — `POST /v1/sessions/{id}/events 200 0.412ms` — as an
/// API middleware (the outermost one, so every answer the API gives is logged, refusals of the
/// access policy included). Off below info: whether to log is decided once, because the logger
/// is fixed for the server's life and asking its handler per request cost ~250 instructions.
/// Requests the transport refuses before the API sees them (framing, 413) are not logged here.
struct RequestLog: HTTPResponder {
    let next: any HTTPResponder
    let logger: Logger
    let enabled: Bool

    init(next: any HTTPResponder, logger: Logger) {
        self.next = next
        self.logger = logger
        enabled = logger.logLevel <= .info
    }

    func respond(to request: HTTPRequest) -> Answer {
        guard enabled else { return next.respond(to: request) }
        let started = ContinuousClock.now
        let (method, path, logger) = (request.method, request.path, logger)
        return next.respond(to: request).map { answer in
            Self.log(logger, method, path, answer.status, since: started)
            return answer
        }
    }

    private static func log(_ logger: Logger, _ method: String, _ path: String, _ status: Int, since started: ContinuousClock.Instant) {
        let micros = RequestMetrics.nanoseconds(since: started) / 1_000
        logger.info("\(method) \(path) \(status) \(Double(micros) / 1000)ms")
    }
}
