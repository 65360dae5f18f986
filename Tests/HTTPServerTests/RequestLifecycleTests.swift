import Testing
@testable import HTTPServer

/// `RequestLifecycle`: a request's life on a connection as events in, actions out — no socket
/// (docs/architecture.md, "The event path").
@Suite struct RequestLifecycleTests {
    private static let limit = 16

    private func status(_ action: RequestLifecycle.Action) -> Int? {
        guard case .queue(let response) = action else { return nil }
        return response.status
    }

    private func isContinue(_ action: RequestLifecycle.Action) -> Bool {
        if case .continueReading = action { return true }
        return false
    }

    private func isClose(_ action: RequestLifecycle.Action) -> Bool {
        if case .close = action { return true }
        return false
    }

    private func isAsk(_ action: RequestLifecycle.Action) -> Bool {
        if case .ask = action { return true }
        return false
    }

    /// A lifecycle whose headers are in and whose body is being read.
    private func reading(deadline: Duration? = nil, arrived: ContinuousClock.Instant = .now) -> RequestLifecycle {
        var lifecycle = RequestLifecycle(bodyLimit: Self.limit, arrived: arrived, deadline: deadline)
        _ = lifecycle.headersArrived(.read(RequestBody(limit: Self.limit)))
        return lifecycle
    }

    private func send(_ text: String, to lifecycle: inout RequestLifecycle, at now: ContinuousClock.Instant = .now,
                      budget: BodyBudget? = nil) -> RequestLifecycle.Action {
        Array(text.utf8).withUnsafeBytes { lifecycle.bodyArrived($0, at: now, budget: budget) }
    }

    /// Headers that can be read go on without queuing anything (keep-alive trap: no answer on the first call).
    @Test func headersGoOnWithoutAnswering() {
        var lifecycle = RequestLifecycle(bodyLimit: Self.limit)
        #expect(isContinue(lifecycle.headersArrived(.read(RequestBody(limit: Self.limit)))))
        #expect(lifecycle.phase == .readingBody)
    }

    /// A refusal on the headers is queued on the first call and ends the request.
    @Test func refusalOnHeadersIsQueuedAtOnce() {
        var lifecycle = RequestLifecycle(bodyLimit: Self.limit)
        #expect(status(lifecycle.headersArrived(.refuse(.payloadTooLarge(limit: Self.limit)))) == 413)
        #expect(lifecycle.phase == .answered)
        #expect(isClose(lifecycle.called(refusalLimit: Self.limit)), "nothing is asked after a refusal")
    }

    /// Body pieces within the limit are kept, and the complete request asks the responder with them.
    @Test func bodyWithinTheLimitIsKeptAndAsked() {
        var lifecycle = reading()
        #expect(isContinue(send("{\"a\":", to: &lifecycle)))
        #expect(isContinue(send("1}", to: &lifecycle)))
        #expect(isAsk(lifecycle.called(refusalLimit: Self.limit)))
        #expect(lifecycle.body.bytes == Array("{\"a\":1}".utf8))
        #expect(lifecycle.phase == .asking)
    }

    /// A body past the limit is read to its end, then refused with 413 without asking the responder.
    @Test func bodyPastTheLimitIsRefusedOnceRead() {
        var lifecycle = reading()
        #expect(isContinue(send(String(repeating: "x", count: Self.limit + 1), to: &lifecycle)))
        #expect(status(lifecycle.called(refusalLimit: Self.limit)) == 413)
        #expect(lifecycle.phase == .answered)
    }

    /// A refused body that keeps coming far past the limit closes the connection.
    @Test func refusedBodyThatKeepsComingCloses() {
        var lifecycle = reading()
        let big = String(repeating: "x", count: Self.limit * (RequestBody.discardAllowanceFactor + 1))
        #expect(isContinue(send(big, to: &lifecycle)))
        #expect(isClose(send(big, to: &lifecycle)))
        #expect(lifecycle.phase == .closed)
    }

    /// A body that exhausts the server's budget is refused with 503 once read, and gives back what it held.
    @Test func bodyOverTheBudgetIsRefusedBusy() {
        let budget = BodyBudget(limit: 4)
        var lifecycle = reading()
        #expect(isContinue(send("abc", to: &lifecycle, budget: budget)))
        #expect(isContinue(send("defg", to: &lifecycle, budget: budget)))
        #expect(status(lifecycle.called(refusalLimit: Self.limit)) == 503)
        lifecycle.finished(budget: budget)
        #expect(budget.inUse == 0)
    }

    /// A body still arriving past the request deadline (a slowloris) closes the connection.
    @Test func bodyPastTheDeadlineCloses() {
        let arrived = ContinuousClock.now
        var lifecycle = reading(deadline: .seconds(1), arrived: arrived)
        #expect(isContinue(send("a", to: &lifecycle, at: arrived + .milliseconds(500))))
        #expect(isClose(send("b", to: &lifecycle, at: arrived + .seconds(2))))
        #expect(lifecycle.phase == .closed)
    }

    /// An answer now is queued at once.
    @Test func answerNowIsQueued() {
        var lifecycle = reading()
        _ = lifecycle.called(refusalLimit: Self.limit)
        #expect(status(lifecycle.answered(.now(HTTPResponse(status: 204)), stopping: false)) == 204)
        #expect(lifecycle.phase == .answered)
    }

    /// An answer later parks the connection; once resumed, the completed answer is queued.
    @Test func answerLaterParksThenQueuesOnResume() {
        var lifecycle = reading()
        _ = lifecycle.called(refusalLimit: Self.limit)
        let pending = PendingResponse()
        guard case .park(let parking, let shuttingDown) = lifecycle.answered(.later(pending), stopping: false) else {
            Issue.record("a deferred answer parks"); return
        }
        #expect(parking === pending && !shuttingDown)
        #expect(isContinue(lifecycle.parked(nil)))
        #expect(lifecycle.phase == .parked)
        guard case .collect(let collecting) = lifecycle.called(refusalLimit: Self.limit) else {
            Issue.record("a resumed connection collects its answer"); return
        }
        #expect(collecting === pending)
        #expect(status(lifecycle.collected(HTTPResponse(status: 200))) == 200)
        #expect(lifecycle.phase == .answered)
    }

    /// A completion that races the suspension (the answer is there before the connection is suspended) is queued at once.
    @Test func completionRacingTheSuspensionIsQueued() {
        var lifecycle = reading()
        _ = lifecycle.called(refusalLimit: Self.limit)
        _ = lifecycle.answered(.later(PendingResponse()), stopping: false)
        #expect(status(lifecycle.parked(HTTPResponse(status: 201))) == 201)
        #expect(lifecycle.phase == .answered)
    }

    /// A resumed connection whose answer is not there yet goes on waiting, queuing nothing.
    @Test func wakeUpBeforeTheAnswerWaits() {
        var lifecycle = reading()
        _ = lifecycle.called(refusalLimit: Self.limit)
        _ = lifecycle.answered(.later(PendingResponse()), stopping: false)
        _ = lifecycle.parked(nil)
        _ = lifecycle.called(refusalLimit: Self.limit)
        #expect(isContinue(lifecycle.collected(nil)))
        #expect(lifecycle.phase == .parked)
    }

    /// A deferred answer while the server stops is parked with the shutdown answer given first.
    @Test func answerLaterWhileStoppingIsAnsweredShuttingDown() {
        var lifecycle = reading()
        _ = lifecycle.called(refusalLimit: Self.limit)
        guard case .park(_, let shuttingDown) = lifecycle.answered(.later(PendingResponse()), stopping: true) else {
            Issue.record("a deferred answer parks"); return
        }
        #expect(shuttingDown)
    }

    /// Shutdown while parked: the shutdown answer the server completes with is collected on resume.
    @Test func shutdownWhileParkedQueuesTheShutdownAnswer() {
        var lifecycle = reading()
        _ = lifecycle.called(refusalLimit: Self.limit)
        let pending = PendingResponse()
        _ = lifecycle.answered(.later(pending), stopping: false)
        _ = lifecycle.parked(nil)
        pending.complete(ServerContext.shuttingDown)
        #expect(status(lifecycle.collected(pending.answer())) == 503)
    }

    /// Events out of order (a body after the answer, a second answer) close instead of answering twice.
    @Test func eventsOutOfOrderClose() {
        var lifecycle = reading()
        _ = lifecycle.called(refusalLimit: Self.limit)
        _ = lifecycle.answered(.now(HTTPResponse(status: 200)), stopping: false)
        #expect(isClose(send("late", to: &lifecycle)))
        #expect(isClose(lifecycle.answered(.now(HTTPResponse(status: 200)), stopping: false)))
        #expect(isClose(lifecycle.parked(nil)))
        #expect(isClose(lifecycle.headersArrived(.read(RequestBody(limit: Self.limit)))))
    }

    /// `Answer.map` transforms an answer now at once and an answer later when it is made.
    @Test func answerMapReachesBothKinds() {
        let tagged = Answer.now(HTTPResponse(status: 200)).map { var r = $0; r.headers.append(("X", "1")); return r }
        #expect(tagged.response?.headers.first?.name == "X")
        let pending = PendingResponse()
        let later = Answer.later(pending).map { var r = $0; r.status = 299; return r }
        #expect(later.response == nil)
        pending.complete(HTTPResponse(status: 200))
        #expect(pending.answer()?.status == 299)
    }
}
