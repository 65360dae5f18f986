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
    /// Where the request is in its life (docs/architecture.md, "The event path").
    var lifecycle: RequestLifecycle
    /// The connection's header-deadline watch (nil without a deadline).
    var watch: HeaderDeadline.Watched?

    init(rawTarget: String, connection: OpaquePointer?, bodyLimit: Int, deadline: Duration? = nil) {
        self.rawTarget = rawTarget
        self.connection = connection
        self.lifecycle = RequestLifecycle(bodyLimit: bodyLimit, arrived: deadline == nil ? nil : .now, deadline: deadline)
    }
}
