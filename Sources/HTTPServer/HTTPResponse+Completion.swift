/// Answers for work that completes through a callback (a commit on another thread, or at once).
extension Answer {
    /// Starts work that calls back with a result, and answers with `respond(result)`: at once
    /// when `start` called back before returning, else once it does — the connection is parked
    /// meanwhile and `respond` runs on the pool thread that resumes it, never on the thread that
    /// called back (a store's writer thread stays free for the next commit).
    @inlinable public static func completing<Value: Sendable, Failure: Error>(
        _ start: (@escaping @Sendable (Result<Value, Failure>) -> Void) -> Void,
        respond: @escaping @Sendable (Result<Value, Failure>) -> HTTPResponse
    ) -> Answer {
        let pending = PendingResponse()
        start { result in pending.complete { respond(result) } }
        return .later(pending)
    }
}
