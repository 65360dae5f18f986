import Synchronization

/// What the server knows about one request between libmicrohttpd's callbacks. Created in
/// the URI-log callback, stored in `*req_cls`, released in the request-completed callback.
/// Only ever touched by the one pool thread that owns the connection.
final class RequestState {
    /// The request target exactly as sent (`/a%20b?x=1`).
    let rawTarget: String
    /// The connection the request arrived on (its header look-ups go there).
    let connection: OpaquePointer?
    /// True until libmicrohttpd completes the request: until then the header memory in the
    /// connection's pool is valid (see `LiveRequestHeaders`).
    let headersReadable = Atomic<Bool>(true)
    /// False until the access handler has seen the headers once (keep-alive trap: we
    /// must not answer on that first call, see docs/architecture.md, "libmicrohttpd").
    var headersSeen = false
    var body: RequestBody
    /// The answer to come when the responder deferred it (the connection is suspended).
    var pending: PendingResponse?
    /// The connection's header-deadline watch (nil without a deadline).
    var watch: HeaderDeadline.Watched?

    /// When the request line arrived, for the body deadline (nil when there is none).
    let arrived: ContinuousClock.Instant?

    init(rawTarget: String, connection: OpaquePointer?, bodyLimit: Int, deadlined: Bool = false) {
        self.rawTarget = rawTarget
        self.connection = connection
        self.arrived = deadlined ? .now : nil
        self.body = RequestBody(limit: bodyLimit)
    }
}
