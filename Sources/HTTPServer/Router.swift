/// Routes requests by method and path pattern (`/v1/sessions/{id}`).
/// (Stub with the agreed interface: the service-foundation work fills it in.)
public struct Router: HTTPResponder {
    public typealias Handler = @Sendable (HTTPRequest, PathParameters) -> HTTPResponse

    public init() {}

    /// Adds a route; `pattern` segments written `{name}` capture one path segment.
    public mutating func add(_ method: String, _ pattern: String, _ handler: @escaping Handler) {}

    public func respond(to request: HTTPRequest) -> HTTPResponse {
        HTTPResponse(status: 404)
    }
}

/// Values captured by `{name}` segments of a route pattern.
public struct PathParameters: Sendable {
    public var values: [String: String]
    public init(_ values: [String: String] = [:]) { self.values = values }
    public subscript(name: String) -> String? { values[name] }
}
