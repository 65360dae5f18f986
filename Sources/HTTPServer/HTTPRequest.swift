/// One HTTP request as a value: what the server read, fully buffered (bodies are capped).
public struct HTTPRequest: Sendable {
    /// Upper-case method, e.g. `GET`.
    public var method: String
    /// The percent-decoded path without the query string, e.g. `/v1/sessions/abc`.
    public var path: String
    /// Query parameters (percent-decoded); the last value wins for repeated names.
    public var query: [String: String]
    /// Request headers; look-ups ignore case.
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

/// Header fields in arrival order, looked up case-insensitively.
public struct HTTPHeaders: Sendable, Sequence {
    public private(set) var fields: [(name: String, value: String)]

    public init(_ fields: [(name: String, value: String)] = []) {
        self.fields = fields
    }

    /// ASCII case-insensitive (header names are ASCII tokens), without allocating: this runs
    /// several times per request.
    public subscript(name: String) -> String? {
        fields.first { Self.equalIgnoringASCIICase($0.name, name) }?.value
    }

    static func equalIgnoringASCIICase(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        return zip(a.utf8, b.utf8).allSatisfy { x, y in
            x == y || (x | 0x20 == y | 0x20 && (x | 0x20) >= UInt8(ascii: "a") && (x | 0x20) <= UInt8(ascii: "z"))
        }
    }

    public mutating func add(name: String, value: String) {
        fields.append((name, value))
    }

    public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> {
        fields.makeIterator()
    }
}
