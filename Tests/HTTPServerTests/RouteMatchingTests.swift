import Testing
@testable import HTTPServer

private func segments(_ path: String) -> Int {
    var path = path
    return path.withUTF8 { RouteSegment.count(in: $0) }
}

private func capture(_ pattern: String, _ path: String) -> PathParameters? {
    let route = PatternRoute(segments: RouteSegment.parse(pattern), methods: RouteMethods())
    var path = path
    return path.withUTF8 { route.capture($0) }
}

/// A path has one segment more than it has slashes, as splitting it would give.
@Test(arguments: ["", "/", "/a", "/a/b", "//", "/v1/sessions/x/events/"])
func segmentCountMatchesSplit(path: String) {
    #expect(segments(path) == path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).count)
}

/// Captures are read from the bytes between slashes, non-ASCII included.
@Test func captureReadsSegmentBytes() {
    #expect(capture("/v1/sessions/{id}/events", "/v1/sessions/s-é1/events")?["id"] == "s-é1")
    let pair = capture("/{a}/{b}", "/x/y")
    #expect(pair?["a"] == "x" && pair?["b"] == "y")
}

/// Literal segments must match exactly (case and length), and a capture is never empty.
@Test func captureRejectsOtherPaths() {
    #expect(capture("/v1/sessions/{id}", "/v1/Sessions/x") == nil)
    #expect(capture("/v1/sessions/{id}", "/v1/session/x") == nil)
    #expect(capture("/v1/sessions/{id}/events", "/v1/sessions//events") == nil)
    #expect(capture("/v1/sessions/{id}/events", "/v1/sessions/x/event") == nil)
    #expect(capture("/v1/sessions/{id}", "/v1/sessions/x/y") == nil)
}

/// A name captured twice answers its last value, as a dictionary of captures did.
@Test func repeatedCaptureNameKeepsLastValue() {
    let parameters = capture("/{id}/{id}", "/first/second")
    #expect(parameters?["id"] == "second")
    #expect(parameters?["other"] == nil)
}

/// A handler reads what its pattern captured without a fallback value: every name matched.
@Test func capturedReadsThePatternsNames() {
    let parameters = capture("/session/{id}/element/{element}/attribute/{name}", "/session/s1/element/e2/attribute/label")
    #expect(parameters?.captured("id") == "s1")
    #expect(parameters?.captured("element") == "e2")
    #expect(parameters?.captured("name") == "label")
}

/// Captures appended one by one (the first inline, the rest in an array) answer by name.
@Test func appendedCapturesAnswerByName() {
    var parameters = PathParameters()
    #expect(parameters["id"] == nil)
    parameters.append(name: "id", value: "a")
    parameters.append(name: "kind", value: "b")
    #expect(parameters["id"] == "a" && parameters["kind"] == "b" && parameters["x"] == nil)
}

/// A trailing slash is another path (404), and a literal path's methods all count for Allow.
@Test func trailingSlashAndLiteralAllow() {
    var router = Router()
    router.add("GET", "/v1/sessions/{id}") { _, _ in HTTPResponse(status: 200) }
    router.add("get", "/v1/things") { _, _ in HTTPResponse(status: 200) }
    router.add("POST", "/v1/things") { _, _ in HTTPResponse(status: 201) }
    #expect(router.respond(to: HTTPRequest(method: "GET", path: "/v1/sessions/x/")).ready.status == 404)
    #expect(router.respond(to: HTTPRequest(method: "POST", path: "/v1/things")).ready.status == 201)
    let refused = router.respond(to: HTTPRequest(method: "PUT", path: "/v1/things")).ready
    #expect(refused.status == 405)
    #expect(refused.headers.first { $0.name == "Allow" }?.value == "GET, HEAD, POST")
}
