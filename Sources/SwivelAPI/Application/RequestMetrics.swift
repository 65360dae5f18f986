import HTTPServer

/// Counts and times every request by route (a middleware outside the access policy, so that
/// refusals count too). A deferred answer is timed when it is made.
///
/// On the hot path: the route is classified over the path's bytes into a fixed table and the
/// metrics are found by an integer key, so recording allocates nothing (BENCHMARKS.md: a
/// first version that split the path and built a string key cost 15 % of the event POST).
struct RequestMetrics: HTTPResponder {
    let next: any HTTPResponder
    let metrics: ServerMetrics

    func respond(to request: HTTPRequest) -> Answer {
        let started = ContinuousClock.now
        let route = Self.route(of: request.path)
        let method = request.method
        let metrics = self.metrics
        return next.respond(to: request).map { answer in
            metrics.record(route: route, method: method, status: answer.status, nanoseconds: Self.nanoseconds(since: started))
            return answer
        }
    }

    static func nanoseconds(since start: ContinuousClock.Instant) -> Int64 {
        let elapsed = ContinuousClock.now - start
        return elapsed.components.seconds * 1_000_000_000 + elapsed.components.attoseconds / 1_000_000_000
    }

    /// The route patterns requests are counted under (ids become `{id}`).
    static let routes = [
        "other", "static", "/openapi.json", "/metrics", "/v1/health", "/v1/devices", "/v1/apps", "/v1/apps/{id}",
        "/v1/sessions", "/v1/sessions/{id}", "/v1/sessions/{id}/events", "/v1/sessions/{id}/stack",
        "/v1/sessions/{id}/layout", "/v1/sessions/{id}/trace",
        "/v1/explorations", "/v1/explorations/{id}", "/v1/explorations/{id}/findings/{n}/session",
        "/v1/sessions/{id}/screenshot.png", "webdriver", "/v1/apps/import",
        "/v1/sessions/{id}/export",
    ]

    /// The index in `routes` of a path's pattern: unknown API paths are `other`, files `static`.
    static func route(of path: String) -> Int {
        var path = path
        return path.withUTF8 { bytes -> Int in
            func equals(_ from: Int, _ literal: StaticString) -> Bool {
                let count = literal.utf8CodeUnitCount
                guard bytes.count - from == count else { return false }
                return literal.withUTF8Buffer { literalBytes in
                    for index in 0..<count where bytes[from + index] != literalBytes[index] { return false }
                    return true
                }
            }
            func hasPrefix(_ literal: StaticString) -> Bool {
                let count = literal.utf8CodeUnitCount
                guard bytes.count >= count else { return false }
                return literal.withUTF8Buffer { literalBytes in
                    for index in 0..<count where bytes[index] != literalBytes[index] { return false }
                    return true
                }
            }
            guard hasPrefix("/v1/") else {
                if hasPrefix("/session") || hasPrefix("/wd/hub") || equals(0, "/status") { return 18 }
                if equals(0, "/openapi.json") { return 2 }
                if equals(0, "/metrics") { return 3 }
                return 1
            }
            if equals(0, "/v1/health") { return 4 }
            if equals(0, "/v1/devices") { return 5 }
            if equals(0, "/v1/apps") { return 6 }
            if equals(0, "/v1/sessions") { return 8 }
            if equals(0, "/v1/explorations") { return 14 }
            if hasPrefix("/v1/explorations/") {
                guard let slash = bytes[17...].firstIndex(of: UInt8(ascii: "/")) else { return bytes.count > 17 ? 15 : 0 }
                return bytes[slash...].starts(with: "/findings/".utf8) && bytes.last == UInt8(ascii: "n") ? 16 : 0
            }
            if equals(0, "/v1/apps/import") { return 19 }
            if hasPrefix("/v1/apps/") { return bytes[9...].contains(UInt8(ascii: "/")) ? 0 : 7 }
            guard hasPrefix("/v1/sessions/") else { return 0 }
            // `/v1/sessions/{id}` or `/v1/sessions/{id}/<tail>`.
            guard let slash = bytes[13...].firstIndex(of: UInt8(ascii: "/")) else { return bytes.count > 13 ? 9 : 0 }
            if equals(slash, "/events") { return 10 }
            if equals(slash, "/stack") { return 11 }
            if equals(slash, "/layout") { return 12 }
            if equals(slash, "/trace") { return 13 }
            if equals(slash, "/screenshot.png") { return 17 }
            if equals(slash, "/export") { return 20 }
            return 0
        }
    }
}
