import Synchronization

/// Everything libmicrohttpd's C callbacks need, reached through their `cls` pointer.
/// Immutable apart from the in-flight counter, so pool threads share it freely.
final class ServerContext: Sendable {
    let responder: any HTTPResponder
    /// Turns refusals into answers (the application's one error envelope).
    let renderFailure: @Sendable (HTTPFailure) -> HTTPResponse
    let maxBodyBytes: Int
    /// Requests started (request line read) and not yet completed: what `stop()` waits for.
    let inFlight = Atomic<Int>(0)
    /// Requests answered later whose connections are suspended meanwhile.
    let parked = ParkedConnections()
    /// Set by `HTTPServer.stop`: a deferred answer is then given at once (`shuttingDown`)
    /// instead of suspending its connection.
    let stopping = Atomic<Bool>(false)
    /// The answer to requests the server stops before answering.
    static let shuttingDown = HTTPResponse.error(
        status: 503, code: "shutting_down",
        message: "The server stopped before this request was answered; it may or may not have been applied.")
    /// Request-body bytes all connections together may hold.
    let bodyBudget: BodyBudget
    /// How long a body may take from the request line (nil: no deadline).
    let requestDeadline: Duration?
    /// The same limit for the headers, from when a connection starts waiting for them.
    let headerDeadline: HeaderDeadline?

    init(responder: any HTTPResponder, renderFailure: @escaping @Sendable (HTTPFailure) -> HTTPResponse = HTTPFailure.plainText,
         maxBodyBytes: Int, maxInflightBodyBytes: Int, requestDeadlineSeconds: Double = 0) {
        self.renderFailure = renderFailure
        self.requestDeadline = requestDeadlineSeconds > 0 ? .milliseconds(Int(requestDeadlineSeconds * 1000)) : nil
        self.headerDeadline = requestDeadline.map { HeaderDeadline(limit: $0) }
        self.responder = responder
        self.maxBodyBytes = maxBodyBytes
        self.bodyBudget = BodyBudget(limit: maxInflightBodyBytes)
    }
}
