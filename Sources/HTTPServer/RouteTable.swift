/// One segment of a route pattern: literal bytes or a `{name}` capture.
enum RouteSegment: Equatable {
    case literal([UInt8])
    case parameter(String)

    var parameterName: String? {
        if case .parameter(let name) = self { return name }
        return nil
    }

    var isLiteral: Bool {
        if case .literal = self { return true }
        return false
    }

    /// `/v1/sessions/{id}` → ["", "v1", "sessions", {id}] (the leading empty segment keeps
    /// counts equal to those of a request path's `/`-separated pieces).
    static func parse(_ pattern: String) -> [RouteSegment] {
        pattern.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            if segment.count > 2, segment.hasPrefix("{"), segment.hasSuffix("}") {
                return .parameter(String(segment.dropFirst().dropLast()))
            }
            return .literal(Array(segment.utf8))
        }
    }

    /// How many segments `path` has: one more than its `/`s (what `parse` and `split` give).
    static func count(in path: UnsafeBufferPointer<UInt8>) -> Int {
        var slashes = 0
        for byte in path where byte == UInt8(ascii: "/") { slashes += 1 }
        return slashes + 1
    }
}

/// The handlers registered for one path, by method: a short list compared in place (a path
/// has one to three methods, so this beats hashing the method on every request).
struct RouteMethods {
    private var handlers: [(method: String, handler: Router.Handler)] = []

    mutating func set(_ method: String, _ handler: @escaping Router.Handler) {
        if let existing = handlers.firstIndex(where: { $0.method == method }) {
            handlers[existing].handler = handler
        } else {
            handlers.append((method, handler))
        }
    }

    /// HEAD falls back to GET (libmicrohttpd sends only the headers of the answer).
    func handler(for method: String) -> Router.Handler? {
        if let entry = handlers.first(where: { $0.method == method }) { return entry.handler }
        if method == "HEAD" { return handlers.first { $0.method == "GET" }?.handler }
        return nil
    }

    var allowed: [String] {
        var methods = handlers.map(\.method)
        if methods.contains("GET") && !methods.contains("HEAD") { methods.append("HEAD") }
        return methods
    }

    static func allowHeader(_ methods: [String]) -> String {
        Array(Set(methods)).sorted().joined(separator: ", ")
    }
}

/// A pattern without captures, matched by comparing the path's bytes.
struct LiteralRoute {
    let path: [UInt8]
    var methods: RouteMethods

    func matches(_ candidate: UnsafeBufferPointer<UInt8>) -> Bool {
        ASCIIBytes.equal(candidate, path)
    }
}

/// A pattern with at least one capture, and its handlers.
struct PatternRoute {
    let segments: [RouteSegment]
    var methods: RouteMethods

    /// The captures if `path` matches, walking its bytes segment by segment (no split);
    /// captures are never empty. Paths are valid UTF-8, and `/` never splits a character.
    func capture(_ path: UnsafeBufferPointer<UInt8>) -> PathParameters? {
        var parameters = PathParameters()
        var start = 0
        for (index, segment) in segments.enumerated() {
            guard start <= path.count else { return nil }
            var end = start
            while end < path.count && path[end] != UInt8(ascii: "/") { end += 1 }
            // The last segment runs to the end of the path (a different count never matches).
            if index == segments.count - 1 && end != path.count { return nil }
            let actual = UnsafeBufferPointer(rebasing: path[start..<end])
            switch segment {
            case .literal(let bytes):
                guard ASCIIBytes.equal(actual, bytes) else { return nil }
            case .parameter(let name):
                guard !actual.isEmpty else { return nil }
                parameters.append(name: name, value: String(decoding: actual, as: UTF8.self))
            }
            start = end + 1
        }
        return parameters
    }
}
