import SwivelJSON

extension APIError {
    /// A 422 for a value a body reader refused: the problem's path and message, under `code`
    /// (`invalid_event`, `invalid_session`, …).
    static func invalid(code: String, _ problem: JSONFieldProblem) -> APIError {
        .invalid(code: code, message: "\(problem).")
    }
}

/// What `body` reads from a request, its first problem a 422 under `code`: the API's policy
/// over `JSONField` (docs/architecture.md, "Reading JSON").
func reading<Value>(_ code: String, _ body: () throws(JSONFieldProblem) -> Value) throws(APIError) -> Value {
    try readingJSON(body) { APIError.invalid(code: code, $0) }
}
