import HTTPServer
import WebDriver

/// Who may drive this server (README, "Security"): an API-layer middleware in
/// front of the router, so the transport stays HTTP only.
///
/// - **Host** (DNS rebinding): on a loopback bind, a `Host` that is not the bound address,
///   `localhost`, `127.0.0.1` or `[::1]` is refused (403 `forbidden_host`).
/// - **Origin** (CORS): a browser request from a page of another origin is refused (403
///   `forbidden_origin`) unless that origin is configured (`--cors-origin`); allowed ones get
///   `Access-Control-Allow-Origin` and, on preflights, the methods and headers. Swivel's own
///   page (same origin) needs nothing. Clients that send no `Origin` (curl, test harnesses)
///   are not affected.
/// - **Token**: with `--token`, every API request needs `Authorization: Bearer <token>` (401
///   `unauthorized` otherwise), except what a browser must load before it can ask for the
///   token: static files, `GET /openapi.json`, `GET /v1/health`, and preflights.
struct AccessPolicy: HTTPResponder {
    let next: any HTTPResponder
    /// Hosts accepted in `Host` (lower-case, without port, as bytes); nil: any (non-loopback bind).
    let allowedHosts: [[UInt8]]?
    let allowedOrigins: Set<String>
    let token: [UInt8]?

    init(next: any HTTPResponder, configuration: SwivelConfiguration) {
        self.next = next
        let bound = configuration.host.lowercased()
        allowedHosts = Self.isLoopback(bound)
            ? ["localhost", "127.0.0.1", "[::1]", "::1", bound.contains(":") ? "[\(bound)]" : bound].map { Array($0.utf8) }
            : nil
        allowedOrigins = Set(configuration.corsOrigins.map { $0.lowercased() })
        token = configuration.token.map { Array($0.utf8) }
    }

    func respond(to request: HTTPRequest) -> Answer {
        let host = request.headers["Host"]
        if let allowedHosts, let host, !Self.names(host, oneOf: allowedHosts) {
            return .now(Self.refusal(request, status: 403, code: "forbidden_host",
                          message: "Host \"\(host)\" is not this server's: on a loopback address Swivel answers only localhost, 127.0.0.1, [::1] or its bound address (DNS rebinding protection)."))
        }
        var corsOrigin: String?
        if let origin = request.headers["Origin"], !Self.isSameOrigin(origin, host: host) {
            guard allowedOrigins.contains(origin.lowercased()) else {
                return .now(Self.refusal(request, status: 403, code: "forbidden_origin",
                              message: "Pages from \(origin) may not call this server. Start it with --cors-origin \(origin) to allow them."))
            }
            corsOrigin = origin
        }
        let preflight = request.method == "OPTIONS"
        if let token, !preflight, Self.needsToken(request), !Self.carries(token, request.headers["Authorization"]) {
            var refusal = Self.refusal(request, status: 401, code: "unauthorized",
                                             message: "This server needs a token: send Authorization: Bearer <token> (the one it was started with, --token or SWIVEL_TOKEN).")
            refusal.headers.append((name: "WWW-Authenticate", value: "Bearer realm=\"swivel\""))
            return .now(Self.withCORS(refusal, origin: corsOrigin, preflight: false))
        }
        let answer = next.respond(to: request)
        guard let corsOrigin else { return answer }
        return answer.map { Self.withCORS($0, origin: corsOrigin, preflight: preflight) }
    }

    /// A refusal in the envelope of the protocol asked: W3C's on WebDriver paths (docs/webdriver.md),
    /// Swivel's elsewhere.
    static func refusal(_ request: HTTPRequest, status: Int, code: String, message: String) -> HTTPResponse {
        if WebDriverFacade.commandPath(request.path) != nil {
            return WebDriverError.envelope(status: status, error: "unknown error", message: "\(code): \(message)")
        }
        return .error(status: status, code: code, message: message)
    }

    /// Adds the CORS headers for an allowed foreign origin (to a deferred answer through
    /// `Answer.map`, when it is made).
    static func withCORS(_ response: HTTPResponse, origin: String?, preflight: Bool) -> HTTPResponse {
        guard let origin else { return response }
        var response = response
        response.headers.append((name: "Access-Control-Allow-Origin", value: origin))
        response.headers.append((name: "Vary", value: "Origin"))
        response.headers.append((name: "Access-Control-Expose-Headers", value: "ETag, Location, Allow, Preference-Applied"))
        if preflight, let allow = response.headers.first(where: { $0.name == "Allow" })?.value {
            response.headers.append((name: "Access-Control-Allow-Methods", value: allow))
            response.headers.append((name: "Access-Control-Allow-Headers", value: "Content-Type, If-Match, Prefer, Authorization"))
            response.headers.append((name: "Access-Control-Max-Age", value: "600"))
        }
        return response
    }

    /// API routes need the token; what a browser loads first does not.
    static func needsToken(_ request: HTTPRequest) -> Bool {
        let path = request.path
        if path == "/v1/health" || path == "/openapi.json" { return false }
        return path.hasPrefix("/v1/") || path == "/v1" || path == "/metrics" || path.hasPrefix("/session") || path == "/status" || path.hasPrefix("/wd/")
    }

    /// `Bearer <token>`, compared in constant time.
    static func carries(_ token: [UInt8], _ header: String?) -> Bool {
        guard let header, header.hasPrefix("Bearer ") else { return false }
        let given = Array(header.utf8.dropFirst(7))
        guard given.count == token.count else { return false }
        var difference: UInt8 = 0
        for (a, b) in zip(given, token) { difference |= a ^ b }
        return difference == 0
    }

    static func isSameOrigin(_ origin: String, host: String?) -> Bool {
        guard let host else { return false }
        let lowered = origin.lowercased()
        return lowered == "http://\(host.lowercased())" || lowered == "https://\(host.lowercased())"
    }

    /// Whether the host part of a `Host` header (`127.0.0.1:8080` → `127.0.0.1`, `[::1]:80` →
    /// `[::1]`), ASCII case ignored, is one of `allowed` (lower-case). Compared byte by byte:
    /// this runs on every request, and lower-casing, splitting and hashing the header as
    /// `String`s cost ~7k instructions a request (callgrind, BENCHMARKS.md).
    static func names(_ host: String, oneOf allowed: [[UInt8]]) -> Bool {
        var host = host
        return host.withUTF8 { bytes in
            var end = bytes.count
            if bytes.first == UInt8(ascii: "[") {
                if let close = bytes.firstIndex(of: UInt8(ascii: "]")) { end = close + 1 }
            } else if let colon = bytes.firstIndex(of: UInt8(ascii: ":")) {
                end = colon
            }
            return allowed.contains { candidate in
                guard candidate.count == end else { return false }
                for index in 0..<end {
                    var byte = bytes[index]
                    if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { byte |= 0x20 }
                    if byte != candidate[index] { return false }
                }
                return true
            }
        }
    }

    static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host == "[::1]" || host.hasPrefix("127.")
    }

    /// `scheme://host[:port]`, nothing after it.
    static func isOrigin(_ text: String) -> Bool {
        guard let range = text.range(of: "://") else { return false }
        let scheme = text[..<range.lowerBound], rest = text[range.upperBound...]
        return (scheme == "http" || scheme == "https") && !rest.isEmpty && !rest.contains("/")
    }
}
