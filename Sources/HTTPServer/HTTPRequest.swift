/// One HTTP request as a value: what the server read, fully buffered (bodies are capped).
/// Requests the server builds read their headers from the connection on demand (see
/// `HTTPHeaders`), so a responder must not keep one past the request's answer.
public struct HTTPRequest: Sendable {
    /// Upper-case method, e.g. `GET`.
    public var method: String
    /// The percent-decoded path without the query string, e.g. `/v1/sessions/abc`.
    public var path: String
    /// Query parameters (percent-decoded); the last value wins for repeated names.
    public var query: [String: String]
    /// Request headers; look-ups ignore ASCII case.
    public var headers: HTTPHeaders
    /// The request body (at most the configured limit).
    public var body: [UInt8]

    public init(method: String, path: String, query: [String: String] = [:], headers: HTTPHeaders = HTTPHeaders(), body: [UInt8] = []) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
    }
}
