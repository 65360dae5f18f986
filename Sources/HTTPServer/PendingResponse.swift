import CMicroHTTPD
import Synchronization

/// An answer a responder gives later (`HTTPResponse.deferred`): the event POST answers once its
/// events are committed, and the thread that learns of the commit completes it. Meanwhile the
/// connection is suspended (libmicrohttpd's suspend/resume), so no pool thread waits.
///
/// The response is made on the pool thread that resumes the connection, not on the thread
/// that completes it: a group-commit writer completes a whole batch and must not spend its
/// time encoding answers.
public final class PendingResponse: Sendable {
    private struct State: @unchecked Sendable {
        /// Makes the answer; set once by `complete`.
        var make: (@Sendable () -> HTTPResponse)?
        /// The connection while it is suspended waiting for `make` (a libmicrohttpd handle,
        /// only ever passed back to libmicrohttpd).
        var suspended: OpaquePointer?
        var context: ServerContext?
        /// Set by `mapped`: where the answer goes on (a middleware's change of it).
        var then: (@Sendable (@escaping @Sendable () -> HTTPResponse) -> Void)?
    }

    private let state = Mutex(State())

    public init() {}

    /// Gives the answer (once; later calls are ignored). Safe from any thread; resumes the
    /// connection if it is already suspended.
    public func complete(_ make: @escaping @Sendable () -> HTTPResponse) {
        let (resume, then) = state.withLock { state -> ((OpaquePointer, ServerContext?)?, (@Sendable (@escaping @Sendable () -> HTTPResponse) -> Void)?) in
            guard state.make == nil else { return (nil, nil) }
            state.make = make
            guard let connection = state.suspended else { return (nil, state.then) }
            state.suspended = nil
            return ((connection, state.context), nil)
        }
        then?(make)
        if let (connection, context) = resume {
            context?.parked.release(self)
            MHD_resume_connection(connection)
        }
    }

    /// The same answer passed through `transform` (a middleware adding headers to an answer
    /// that comes later). The transform runs where the answer is made, on the pool thread.
    public func mapped(_ transform: @escaping @Sendable (HTTPResponse) -> HTTPResponse) -> PendingResponse {
        let mapped = PendingResponse()
        let ready = state.withLock { state -> (@Sendable () -> HTTPResponse)? in
            if let make = state.make { return make }
            state.then = { make in mapped.complete { transform(make()) } }
            return nil
        }
        if let ready { mapped.complete { transform(ready()) } }
        return mapped
    }

    /// Completes with a ready answer.
    public func complete(_ response: HTTPResponse) {
        complete { response }
    }

    /// Pool thread, in the access handler: the answer if it is already there, else suspends
    /// the connection until `complete` resumes it (the check and the suspension are one step
    /// under the lock, so a completion can never slip between them).
    func answerOrSuspend(_ connection: OpaquePointer, context: ServerContext) -> HTTPResponse? {
        let ready = state.withLock { state -> (@Sendable () -> HTTPResponse)? in
            if let make = state.make { return make }
            context.parked.hold(self)
            MHD_suspend_connection(connection)
            state.suspended = connection
            state.context = context
            return nil
        }
        return ready?()
    }

    /// Pool thread, called again after the resume: the answer.
    func answer() -> HTTPResponse? {
        state.withLock { $0.make }?()
    }
}

/// The pending answers whose connections are suspended: `stop()` must resume every one
/// before it stops the daemon (libmicrohttpd forbids stopping with suspended connections).
final class ParkedConnections: Sendable {
    private let parked = Mutex<[ObjectIdentifier: PendingResponse]>([:])

    func hold(_ pending: PendingResponse) {
        parked.withLock { $0[ObjectIdentifier(pending)] = pending }
    }

    func release(_ pending: PendingResponse) {
        _ = parked.withLock { $0.removeValue(forKey: ObjectIdentifier(pending)) }
    }

    var count: Int { parked.withLock { $0.count } }

    /// Answers every parked request with `response` (shutting down).
    func completeAll(with response: HTTPResponse) {
        let all = parked.withLock { Array($0.values) }
        for pending in all { pending.complete(response) }
    }
}
