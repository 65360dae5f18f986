/// What a responder gives for a request: an answer now, or one that comes later (the event POST
/// answers once its events are committed; docs/architecture.md, "The event path").
public enum Answer: Sendable {
    /// The answer, ready.
    case now(HTTPResponse)
    /// An answer another thread completes: the server parks the connection meanwhile (no pool
    /// thread waits) and sends what `PendingResponse` is completed with.
    case later(PendingResponse)

    /// The same answer passed through `transform` once it is made: at once for an answer now,
    /// where it is made (on the pool thread that resumes the connection) for one later. The one
    /// place middleware (headers, logging, metrics) treats both kinds.
    public func map(_ transform: @escaping @Sendable (HTTPResponse) -> HTTPResponse) -> Answer {
        switch self {
        case .now(let response): .now(transform(response))
        case .later(let pending): .later(pending.mapped(transform))
        }
    }

    /// The answer when it is ready now; nil for one that comes later.
    public var response: HTTPResponse? {
        guard case .now(let response) = self else { return nil }
        return response
    }
}
