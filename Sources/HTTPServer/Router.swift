/// Routes requests by method and path pattern (`/v1/sessions/{id}`), Config/openapi.json:
/// unknown path → 404, known path with another method → 405 with `Allow`
/// (HEAD is allowed wherever GET is). GET/HEAD requests no route knows go to the
/// fallback responder (static files) when one is set.
///
/// Matching is on the hot path, so it works on the path's UTF-8 bytes: literal paths are
/// compared byte for byte, patterns are only tried against paths with the same number of
/// segments and walk the bytes without splitting them into strings.
public struct Router: HTTPResponder {
    /// A route's handler. It may throw: an `HTTPFailureConvertible` error is answered as its
    /// failure (rendered by the application), any other as a 500 `internal_error`.
    public typealias Handler = @Sendable (HTTPRequest, PathParameters) throws -> Answer
    /// A handler that always answers now.
    public typealias ReadyHandler = @Sendable (HTTPRequest, PathParameters) throws -> HTTPResponse

    private var literalRoutes: [LiteralRoute] = []
    /// Pattern routes by their number of segments (the index).
    private var patternRoutes: [[PatternRoute]] = []
    private var fallback: (any HTTPResponder)?

    public init() {}

    /// Adds a route; `pattern` segments written `{name}` capture one path segment.
    /// Adding the same method and pattern twice replaces the earlier handler.
    public mutating func add(_ method: String, _ pattern: String, _ handler: @escaping Handler) {
        let method = method.uppercased()
        let segments = RouteSegment.parse(pattern)
        if segments.allSatisfy(\.isLiteral) {
            let path = Array(pattern.utf8)
            if let existing = literalRoutes.firstIndex(where: { $0.path == path }) {
                literalRoutes[existing].methods.set(method, handler)
            } else {
                var methods = RouteMethods()
                methods.set(method, handler)
                literalRoutes.append(LiteralRoute(path: path, methods: methods))
            }
            return
        }
        while patternRoutes.count <= segments.count { patternRoutes.append([]) }
        if let existing = patternRoutes[segments.count].firstIndex(where: { $0.segments == segments }) {
            patternRoutes[segments.count][existing].methods.set(method, handler)
        } else {
            var methods = RouteMethods()
            methods.set(method, handler)
            patternRoutes[segments.count].append(PatternRoute(segments: segments, methods: methods))
        }
    }

    /// The same for a handler that always answers now.
    public mutating func add(_ method: String, _ pattern: String, _ handler: @escaping ReadyHandler) {
        add(method, pattern) { request, parameters throws -> Answer in .now(try handler(request, parameters)) }
    }

    /// Answers GET/HEAD requests that match no route (e.g. `StaticFiles`).
    public mutating func setFallback(_ responder: any HTTPResponder) {
        fallback = responder
    }

    public func respond(to request: HTTPRequest) -> Answer {
        switch match(method: request.method, path: request.path) {
        case .found(let handler, let parameters):
            return Self.call(handler, request, parameters)
        case .methodNotAllowed(let allow):
            if request.method == "OPTIONS" {
                // What the path allows (RFC 9110 OPTIONS); a CORS preflight's own headers are
                // the API's business (its access policy adds them for allowed origins).
                return .now(HTTPResponse(status: 204, headers: [("Allow", allow)]))
            }
            return .now(.methodNotAllowed("\(request.method) is not allowed on \(request.path); allowed: \(allow)", allow: allow))
        case .notFound:
            if let fallback, request.method == "GET" || request.method == "HEAD" {
                return fallback.respond(to: request)
            }
            return .now(.notFound("No route for \(request.method) \(request.path)"))
        }
    }

    /// Calls a handler, turning what it throws into an answer (the one place that does).
    public static func call(_ handler: Handler, _ request: HTTPRequest, _ parameters: PathParameters) -> Answer {
        do {
            return try handler(request, parameters)
        } catch let error as any HTTPFailureConvertible {
            return .now(.failure(error.failure))
        } catch {
            return .now(.error(status: 500, code: "internal_error", message: "The server failed to answer: \(error)"))
        }
    }

    /// The outcome of matching, without calling anything (used by `respond` and tests).
    public enum Match {
        case found(Handler, PathParameters)
        case methodNotAllowed(allow: String)
        case notFound
    }

    public func match(method: String, path: String) -> Match {
        var path = path
        return path.withUTF8 { match(method: method, pathBytes: $0) }
    }

    /// Literal routes first, then patterns with as many segments; a path that matches only
    /// with other methods collects them for `Allow`. A literal route owns its path: a pattern
    /// it also matches (`/v1/apps/import` and `/v1/apps/{id}`) is not tried, so `Allow` names
    /// the literal route's methods only.
    private func match(method: String, pathBytes path: UnsafeBufferPointer<UInt8>) -> Match {
        var allowed: [String] = []
        if let literal = literalRoutes.first(where: { $0.matches(path) }) {
            if let handler = literal.methods.handler(for: method) {
                return .found(handler, PathParameters())
            }
            return .methodNotAllowed(allow: RouteMethods.allowHeader(literal.methods.allowed))
        }
        let segmentCount = RouteSegment.count(in: path)
        if segmentCount < patternRoutes.count {
            for route in patternRoutes[segmentCount] {
                guard let parameters = route.capture(path) else { continue }
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
