/// A request body as it arrives in pieces, with Config/openapi.json's limits applied: at most
/// `limit` bytes are ever buffered; a body that will be refused is counted, not kept.
struct RequestBody {
    enum Mode: Equatable {
        /// Keeping the bytes for the responder.
        case buffering
        /// Throwing bytes away; `answer` is sent once the body has been read.
        case discarding(answer: Refusal)
    }

    /// Why a body is refused (kept small and Equatable; the response is built when sent).
    enum Refusal: Equatable {
        case tooLarge
        /// Every connection's bodies together are at the server's budget.
        case busy
    }

    /// Bytes a refused body may still send before the connection is simply closed.
    static let discardAllowanceFactor = 8

    let limit: Int
    private(set) var mode: Mode
    private(set) var bytes: [UInt8] = []
    private(set) var discardedCount = 0
    /// Bytes taken from the server's body budget (given back when the request completes).
    private(set) var budgeted = 0

    init(limit: Int, mode: Mode = .buffering, expected: Int? = nil) {
        self.limit = limit
        self.mode = mode
        // The declared length, reserved once: growing by doubling would hold up to twice it.
        if let expected, expected > 0, expected <= limit, mode == .buffering { bytes.reserveCapacity(expected) }
    }

    /// Decides from the headers alone, before any body byte is read. `.refuseNow` is answered
    /// at once (the connection then closes rather than reading a body we already refused).
    enum HeaderDecision: Equatable {
        case read(Mode)
        case refuseNow(Refusal)
    }

    /// The decision from the `Content-Length` value as a string (nil: header absent).
    static func decide(contentLength: String?, limit: Int) -> HeaderDecision {
        var contentLength = contentLength
        let length = contentLength?.withUTF8 { Self.declaredLength($0) } ?? nil
        return decide(declaredLength: length, limit: limit)
    }

    /// The same decision from the declared length; the server calls this one with the header
    /// bytes read in place. What the body must be (JSON) is the API's rule, not the transport's.
    static func decide(declaredLength: Int?, limit: Int) -> HeaderDecision {
        if let declaredLength, declaredLength > limit {
            return .refuseNow(.tooLarge)
        }
        return .read(.buffering)
    }

    /// A Content-Length value as a number (blanks around it ignored); nil when it is not one.
    static func declaredLength(_ value: UnsafeBufferPointer<UInt8>) -> Int? {
        ASCIIBytes.integer(ASCIIBytes.trimmingBlanks(value))
    }

    /// Takes one piece of the body. Returns false when the client keeps sending far past
    /// the limit of a refused body: the caller then closes the connection.
    mutating func receive(_ chunk: UnsafeRawBufferPointer, budget: BodyBudget? = nil) -> Bool {
        switch mode {
        case .buffering:
            if bytes.count + chunk.count > limit {
                discard(answer: .tooLarge, counting: chunk.count, budget: budget)
                return true
            }
            if let budget {
                guard budget.take(chunk.count) else {
                    discard(answer: .busy, counting: chunk.count, budget: budget)
                    return true
                }
                budgeted += chunk.count
            }
            bytes.append(contentsOf: chunk)
            return true
        case .discarding:
            discardedCount += chunk.count
            return discardedCount <= limit * Self.discardAllowanceFactor
        }
    }

    /// Stops keeping the body: what was kept is given back, the rest only counted.
    private mutating func discard(answer: Refusal, counting chunk: Int, budget: BodyBudget?) {
        discardedCount = bytes.count + chunk
        bytes = []
        budget?.give(budgeted)
        budgeted = 0
        mode = .discarding(answer: answer)
    }

    /// Gives the budgeted bytes back (the request is over).
    mutating func release(to budget: BodyBudget) {
        budget.give(budgeted)
        budgeted = 0
    }

    /// The refusal to send once the body is complete, if any.
    var refusal: Refusal? {
        guard case .discarding(let answer) = mode else { return nil }
        return answer
    }
}

extension RequestBody.Refusal {
    func response(limit: Int) -> HTTPResponse {
        switch self {
        case .tooLarge: return .payloadTooLarge(limit: limit)
        case .busy:
            return .error(status: 503, code: "server_busy",
                          message: "The server holds as many request bodies as it allows right now; retry shortly")
        }
    }
}
