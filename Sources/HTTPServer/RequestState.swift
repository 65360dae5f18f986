/// What the server knows about one request between libmicrohttpd's callbacks. Created in
/// the URI-log callback, stored in `*req_cls`, released in the request-completed callback.
/// Only ever touched by the one pool thread that owns the connection.
final class RequestState {
    /// The request target exactly as sent (`/a%20b?x=1`).
    let rawTarget: String
    /// When the request line arrived, for the log line.
    let started: ContinuousClock.Instant
    /// False until the access handler has seen the headers once (keep-alive trap: we
    /// must not answer on that first call, see the notes).
    var headersSeen = false
    var body: RequestBody

    init(rawTarget: String, bodyLimit: Int) {
        self.rawTarget = rawTarget
        self.started = .now
        self.body = RequestBody(limit: bodyLimit)
    }
}
