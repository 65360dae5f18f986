/// One request's life on a connection, as a value that takes events and returns what to do
/// (docs/architecture.md, "The event path"): `RequestHandling` reads libmicrohttpd's calls as
/// events and carries the actions out; this type knows no C and is tested without sockets.
///
///     headers ──refusal──▶ answered (queued on the first call: the connection closes)
///        │
///        ▼
///     reading body ──too slow / refused chunk──▶ closed
///        │ complete
///        ▼
///     asking ──now──▶ answered
///        │ later
///        ▼
///     parking ──already answered──▶ answered
///        │ suspended
///        ▼
///     parked ──resumed──▶ answered
///
/// Keep-alive trap (docs/architecture.md, "libmicrohttpd"): a regular answer is never queued on
/// the call that brings the headers; only refusals that must not read the body are, and they
/// close the connection.
struct RequestLifecycle {
    enum Phase: Equatable {
        case awaitingHeaders, readingBody, asking, parking, parked, answered, closed
    }

    /// What the shell does next.
    enum Action {
        /// Tell libmicrohttpd to go on (`MHD_YES`), queuing nothing.
        case continueReading
        /// Queue this answer (rendered with the application's failure renderer).
        case queue(HTTPResponse)
        /// Refuse to go on (`MHD_NO`): libmicrohttpd closes the connection.
        case close
        /// Build the request, ask the responder and report its answer with `answered(_:stopping:)`.
        case ask
        /// Suspend the connection unless `pending` is already answered (one step under its lock),
        /// completing it first with the shutdown answer when `shuttingDown`; report with `parked(_:)`.
        case park(PendingResponse, shuttingDown: Bool)
        /// Resumed: take `pending`'s answer and report it with `collected(_:)`.
        case collect(PendingResponse)
    }

    /// How the headers turned out, as the shell read them from the connection.
    enum Headers {
        /// Framing or size forbids reading the body: answer this and close.
        case refuse(HTTPResponse)
        /// Read the body this way.
        case read(RequestBody)
    }

    private(set) var phase: Phase = .awaitingHeaders
    private(set) var body: RequestBody
    /// The answer to come while the connection is parked.
    private(set) var pending: PendingResponse?
    /// When the request line arrived and how long the body may take (nil: no deadline).
    private let deadline: (arrived: ContinuousClock.Instant, limit: Duration)?

    init(bodyLimit: Int, arrived: ContinuousClock.Instant? = nil, deadline: Duration? = nil) {
        body = RequestBody(limit: bodyLimit)
        if let arrived, let deadline { self.deadline = (arrived, deadline) } else { self.deadline = nil }
    }

    /// The first call: the headers are in.
    mutating func headersArrived(_ headers: Headers) -> Action {
        guard phase == .awaitingHeaders else { return .close }
        switch headers {
        case .refuse(let refusal):
            phase = .answered
            return .queue(refusal)
        case .read(let body):
            self.body = body
            phase = .readingBody
            return .continueReading
        }
    }

    /// A piece of body arrived at `now`: kept within the budget, or the connection closes
    /// (past the deadline — a slowloris — or refused by the budget).
    mutating func bodyArrived(_ chunk: UnsafeRawBufferPointer, at now: ContinuousClock.Instant, budget: BodyBudget?) -> Action {
        guard phase == .readingBody else { return .close }
        if let deadline, now - deadline.arrived > deadline.limit {
            phase = .closed
            return .close
        }
        guard body.receive(chunk, budget: budget) else {
            phase = .closed
            return .close
        }
        return .continueReading
    }

    /// A call with no body: the request is complete, or (parked) the connection was resumed.
    mutating func called(refusalLimit limit: Int) -> Action {
        switch phase {
        case .readingBody:
            if let refusal = body.refusal {
                phase = .answered
                return .queue(refusal.response(limit: limit))
            }
            phase = .asking
            return .ask
        case .parked:
            guard let pending else { return .close }
            return .collect(pending)
        case .awaitingHeaders, .asking, .parking, .answered, .closed:
            return .close
        }
    }

    /// The responder's answer.
    mutating func answered(_ answer: Answer, stopping: Bool) -> Action {
        guard phase == .asking else { return .close }
        switch answer {
        case .now(let response):
            phase = .answered
            return .queue(response)
        case .later(let pending):
            self.pending = pending
            phase = .parking
            return .park(pending, shuttingDown: stopping)
        }
    }

    /// Parking's outcome: the answer came first (a completion that raced the suspension), or the
    /// connection is suspended until the answer resumes it.
    mutating func parked(_ ready: HTTPResponse?) -> Action {
        guard phase == .parking else { return .close }
        guard let ready else {
            phase = .parked
            return .continueReading
        }
        phase = .answered
        return .queue(ready)
    }

    /// What a resumed connection found: the answer, or nothing yet (a wake-up before it).
    mutating func collected(_ answer: HTTPResponse?) -> Action {
        guard phase == .parked else { return .close }
        guard let answer else { return .continueReading }
        phase = .answered
        return .queue(answer)
    }

    /// libmicrohttpd is done with the request (answered, aborted or timed out): what the body
    /// held goes back to the budget.
    mutating func finished(budget: BodyBudget) {
        body.release(to: budget)
        phase = .closed
    }
}
