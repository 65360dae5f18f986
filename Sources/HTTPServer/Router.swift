/// Routes requests by method and path pattern (`/v1/sessions/{id}`), SPEC §7:
/// unknown path → 404, known path with another method → 405 with `Allow`
/// (HEAD is allowed wherever GET is). GET/HEAD requests no route knows go to the
/// fallback responder (static files) when one is set.
///
/// Matching is on the hot path: literal paths are one dictionary look-up; patterns are
/// only tried against paths with the same number of segments.
public struct Router: HTTPResponder {
    public typealias Handler = @Sendable (HTTPRequest, PathParameters) -> HTTPResponse

    private var literalRoutes: [String: RouteMethods] = [:]
    private var patternRoutes: [Int: [PatternRoute]] = [:]
    private var fallback: (any HTTPResponder)?

    public init() {}

    /// Adds a route; `pattern` segments written `{name}` capture one path segment.
    /// Adding the same method and pattern twice replaces the earlier handler.
    public mutating func add(_ method: String, _ pattern: String, _ handler: @escaping Handler) {
        let method = method.uppercased()
        let segments = RouteSegment.parse(pattern)
        if segments.allSatisfy(\.isLiteral) {
            literalRoutes[pattern, default: RouteMethods()].set(method, handler)
            return
        }
        var routes = patternRoutes[segments.count, default: []]
        if let existing = routes.firstIndex(where: { $0.segments == segments }) {
            routes[existing].methods.set(method, handler)
        } else {
            var methods = RouteMethods()
            methods.set(method, handler)
            routes.append(PatternRoute(segments: segments, methods: methods))
        }
        patternRoutes[segments.count] = routes
    }

    /// Answers GET/HEAD requests that match no route (e.g. `StaticFiles`).
    public mutating func setFallback(_ responder: any HTTPResponder) {
        fallback = responder
    }

    public func respond(to request: HTTPRequest) -> HTTPResponse {
        switch match(method: request.method, path: request.path) {
        case .found(let handler, let parameters):
            return handler(request, parameters)
        case .methodNotAllowed(let allow):
            if request.method == "OPTIONS" {
                // CORS preflight (a dashboard on another origin): what the path allows.
                return HTTPResponse(status: 204, headers: [
                    ("Allow", allow), ("Access-Control-Allow-Methods", allow),
                    ("Access-Control-Allow-Headers", "Content-Type, If-Match, Prefer"),
                    ("Access-Control-Max-Age", "600"),
                ])
            }
            return .methodNotAllowed("\(request.method) is not allowed on \(request.path); allowed: \(allow)", allow: allow)
        case .notFound:
            if let fallback, request.method == "GET" || request.method == "HEAD" {
                return fallback.respond(to: request)
            }
            return .notFound("No route for \(request.method) \(request.path)")
        }
    }

    /// The outcome of matching, without calling anything (used by `respond` and tests).
    public enum Match {
        case found(Handler, PathParameters)
        case methodNotAllowed(allow: String)
        case notFound
    }

    public func match(method: String, path: String) -> Match {
        var allowed: [String] = []
        if let methods = literalRoutes[path] {
            if let handler = methods.handler(for: method) {
                return .found(handler, PathParameters())
            }
            allowed.append(contentsOf: methods.allowed)
        }
        let segments = path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        if let candidates = patternRoutes[segments.count] {
            for route in candidates {
                guard let parameters = route.capture(segments) else { continue }
                if let handler = route.methods.handler(for: method) {
                    return .found(handler, parameters)
                }
                allowed.append(contentsOf: route.methods.allowed)
            }
        }
        if allowed.isEmpty { return .notFound }
        return .methodNotAllowed(allow: RouteMethods.allowHeader(allowed))
    }
}

/// Values captured by `{name}` segments of a route pattern.
public struct PathParameters: Sendable {
    public var values: [String: String]
    public init(_ values: [String: String] = [:]) { self.values = values }
    public subscript(name: String) -> String? { values[name] }
}
