import CMicroHTTPD
import Synchronization

/// An answer a responder gives later (`Answer.later`): the event POST answers once its
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
        /// Set by `mapped`: what the answer passes through once made (middleware adding
        /// headers or recording it), innermost first.
        var transforms: [@Sendable (HTTPResponse) -> HTTPResponse] = []
    }

    private let state = Mutex(State())

    public init() {}

    /// Gives the answer (once; later calls are ignored). Safe from any thread; resumes the
    /// connection if it is already suspended. Cheap on the completing thread: one lock, and
    /// the resume; the answer itself is made later, where it is asked for.
    public func complete(_ make: @escaping @Sendable () -> HTTPResponse) {
        let resume = state.withLock { state -> (OpaquePointer, ServerContext?)? in
            guard state.make == nil else { return nil }
            state.make = make
            guard let connection = state.suspended else { return nil }
            state.suspended = nil
            return (connection, state.context)
        }
        if let (connection, context) = resume {
            context?.parked.release(self)
            MHD_resume_connection(connection)
        }
    }

    /// The same pending answer, passed through `transform` once it is made (a middleware
    /// adding headers to, or recording, an answer that comes later). The transform runs where
    /// the answer is made, on the pool thread. Transforms are kept on this one pending answer,
    /// in the order added, rather than chained through new ones: completing it stays one lock.
    public func mapped(_ transform: @escaping @Sendable (HTTPResponse) -> HTTPResponse) -> PendingResponse {
        state.withLock { $0.transforms.append(transform) }
        return self
    }

    /// Completes with a ready answer.
    public func complete(_ response: HTTPResponse) {
        complete { response }
    }

    /// Pool thread, in the access handler: the answer if it is already there, else suspends
    /// the connection until `complete` resumes it (the check and the suspension are one step
    /// under the lock, so a completion can never slip between them).
    func answerOrSuspend(_ connection: OpaquePointer, context: ServerContext) -> HTTPResponse? {
        let ready = state.withLock { state -> (make: @Sendable () -> HTTPResponse, transforms: [@Sendable (HTTPResponse) -> HTTPResponse])? in
            if let make = state.make { return (make, state.transforms) }
            context.parked.hold(self)
            MHD_suspend_connection(connection)
            state.suspended = connection
            state.context = context
            return nil
        }
        return ready.map { Self.made($0.make, $0.transforms) }
    }

    /// Pool thread, called again after the resume: the answer.
    func answer() -> HTTPResponse? {
        state.withLock { state in state.make.map { ($0, state.transforms) } }.map { Self.made($0.0, $0.1) }
    }

    private static func made(_ make: () -> HTTPResponse, _ transforms: [@Sendable (HTTPResponse) -> HTTPResponse]) -> HTTPResponse {
        var response = make()
        for transform in transforms { response = transform(response) }
        return response
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
