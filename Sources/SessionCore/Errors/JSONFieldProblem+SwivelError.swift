import SwivelJSON

extension SwivelError {
    /// A 422 for a value a body reader refused: the problem's path and message, under `code`
    /// (`invalid_event`, `invalid_session`, …).
    static func invalid(code: String, _ problem: JSONFieldProblem) -> SwivelError {
        .invalid(code: code, message: "\(problem).")
    }
}

/// What `body` reads from a request, its first problem a 422 under `code`: the API's policy
/// over `JSONField` (docs/architecture.md, "Reading JSON").
public func reading<Value>(_ code: String, _ body: () throws(JSONFieldProblem) -> Value) throws(SwivelError) -> Value {
    try readingJSON(body) { SwivelError.invalid(code: code, $0) }
}
