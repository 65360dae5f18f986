import Testing
@testable import SwivelAPI

/// Requests are counted under route patterns, never raw paths (labels stay few).
@Test(arguments: [
    ("/v1/health", "/v1/health"), ("/v1/sessions", "/v1/sessions"), ("/v1/sessions/abc", "/v1/sessions/{id}"),
    ("/v1/sessions/abc/events", "/v1/sessions/{id}/events"), ("/v1/sessions/abc/trace", "/v1/sessions/{id}/trace"),
    ("/v1/sessions/abc/nope", "other"), ("/v1/sessions/", "other"), ("/v1/apps/swapper", "/v1/apps/{id}"), ("/v1/apps/import", "/v1/apps/import"),
    ("/v1/sessions/abc/export", "/v1/sessions/{id}/export"),
    ("/v1/apps/a/b", "other"), ("/v1/nope", "other"), ("/", "static"), ("/app.js", "static"),
    ("/openapi.json", "/openapi.json"), ("/metrics", "/metrics"),
])
func routePatterns(path: String, pattern: String) {
    #expect(RequestMetrics.routes[RequestMetrics.route(of: path)] == pattern)
}
