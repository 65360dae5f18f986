/// One segment of a route pattern: literal text or a `{name}` capture.
enum RouteSegment: Equatable {
    case literal(String)
    case parameter(String)

    var isLiteral: Bool {
        if case .literal = self { return true }
        return false
    }

    /// `/v1/sessions/{id}` → ["", "v1", "sessions", {id}] (the leading empty segment keeps
    /// counts equal to those of a split request path).
    static func parse(_ pattern: String) -> [RouteSegment] {
        pattern.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            if segment.count > 2, segment.hasPrefix("{"), segment.hasSuffix("}") {
                return .parameter(String(segment.dropFirst().dropLast()))
            }
            return .literal(String(segment))
        }
    }
}

/// The handlers registered for one path, by method.
struct RouteMethods {
    private var handlers: [String: Router.Handler] = [:]

    mutating func set(_ method: String, _ handler: @escaping Router.Handler) {
        handlers[method] = handler
    }

    /// HEAD falls back to GET (libmicrohttpd sends only the headers of the answer).
    func handler(for method: String) -> Router.Handler? {
        if let handler = handlers[method] { return handler }
        if method == "HEAD" { return handlers["GET"] }
        return nil
    }

    var allowed: [String] {
        var methods = Array(handlers.keys)
        if handlers["GET"] != nil && handlers["HEAD"] == nil { methods.append("HEAD") }
        return methods
    }

    static func allowHeader(_ methods: [String]) -> String {
        Array(Set(methods)).sorted().joined(separator: ", ")
    }
}

/// A pattern with at least one capture, and its handlers.
struct PatternRoute {
    let segments: [RouteSegment]
    var methods: RouteMethods

    /// The captures if `path` (already split on "/") matches; captures are never empty.
    func capture(_ path: [Substring.UTF8View.SubSequence]) -> PathParameters? {
        guard path.count == segments.count else { return nil }
        var values: [String: String] = [:]
        for (segment, actual) in zip(segments, path) {
            switch segment {
            case .literal(let text):
                guard actual.elementsEqual(text.utf8) else { return nil }
            case .parameter(let name):
                guard !actual.isEmpty else { return nil }
                values[name] = String(Substring(actual))
            }
        }
        return PathParameters(values)
    }
}
