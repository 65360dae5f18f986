import Testing
@testable import HTTPServer

private func text(_ response: HTTPResponse) -> String { String(decoding: response.body, as: UTF8.self) }
private func header(_ response: HTTPResponse, _ name: String) -> String? {
    response.headers.first { $0.name.lowercased() == name.lowercased() }?.value
}
private func ok(_ body: String) -> Router.ReadyHandler { { _, _ in HTTPResponse(status: 200, body: Array(body.utf8)) } }

private func sampleRouter() -> Router {
    var router = Router()
    router.add("GET", "/v1/health", ok("health"))
    router.add("GET", "/v1/sessions", ok("list"))
    router.add("POST", "/v1/sessions", ok("create"))
    router.add("GET", "/v1/sessions/{id}", { _, parameters in
        HTTPResponse(status: 200, body: Array("session \(parameters["id"] ?? "-")".utf8))
    })
    router.add("DELETE", "/v1/sessions/{id}", ok("deleted"))
    router.add("GET", "/v1/sessions/{id}/trace", { _, parameters in
        HTTPResponse(status: 200, body: Array("trace \(parameters["id"] ?? "-")".utf8))
    })
    return router
}

/// A literal route answers its own method.
@Test func literalRouteMatches() {
    let response = sampleRouter().respond(to: HTTPRequest(method: "GET", path: "/v1/health")).ready
    #expect(response.status == 200)
    #expect(text(response) == "health")
}

/// Two methods on one path reach two handlers.
@Test func methodsOnOnePathAreSeparate() {
    let router = sampleRouter()
    #expect(text(router.respond(to: HTTPRequest(method: "GET", path: "/v1/sessions")).ready) == "list")
    #expect(text(router.respond(to: HTTPRequest(method: "POST", path: "/v1/sessions")).ready) == "create")
}

/// `{id}` captures one segment and hands it to the handler.
@Test func pathParameterIsCaptured() {
    let response = sampleRouter().respond(to: HTTPRequest(method: "GET", path: "/v1/sessions/abc-123")).ready
    #expect(text(response) == "session abc-123")
}

/// A capture followed by a literal segment matches only that literal.
@Test func nestedPatternMatches() {
    let router = sampleRouter()
    #expect(text(router.respond(to: HTTPRequest(method: "GET", path: "/v1/sessions/s1/trace")).ready) == "trace s1")
    #expect(router.respond(to: HTTPRequest(method: "GET", path: "/v1/sessions/s1/layout")).ready.status == 404)
}

/// An empty segment never fills a capture.
@Test func emptyCaptureDoesNotMatch() {
    #expect(sampleRouter().respond(to: HTTPRequest(method: "GET", path: "/v1/sessions/")).ready.status == 404)
}

/// An unknown path is a 404 refusal with code `not_found` (rendered by the application).
@Test func unknownPathIsNotFound() {
    let response = sampleRouter().respond(to: HTTPRequest(method: "GET", path: "/v2/nothing")).ready
    #expect(response.status == 404)
    #expect(response.failure?.code == "not_found")
    #expect(response.failure?.message == "No route for GET /v2/nothing")
}

/// A known path with another method is a 405 whose `Allow` lists the path's methods plus HEAD for GET.
@Test func wrongMethodIsMethodNotAllowedWithAllow() {
    let response = sampleRouter().respond(to: HTTPRequest(method: "PUT", path: "/v1/sessions")).ready
    #expect(response.status == 405)
    #expect(header(response, "Allow") == "GET, HEAD, POST")
    #expect(response.failure?.code == "method_not_allowed")
}

/// 405 also applies to pattern routes.
@Test func wrongMethodOnPatternRouteListsItsMethods() {
    let response = sampleRouter().respond(to: HTTPRequest(method: "PATCH", path: "/v1/sessions/x")).ready
    #expect(response.status == 405)
    #expect(header(response, "Allow") == "DELETE, GET, HEAD")
}

/// HEAD is answered by the GET handler.
@Test func headUsesGetHandler() {
    let response = sampleRouter().respond(to: HTTPRequest(method: "HEAD", path: "/v1/health")).ready
    #expect(response.status == 200)
}

/// Unmatched GET/HEAD go to the fallback; other methods stay 404.
@Test func fallbackOnlyForGetAndHead() {
    var router = sampleRouter()
    router.setFallback(FixedResponder(response: HTTPResponse(status: 200, body: Array("static".utf8))))
    #expect(text(router.respond(to: HTTPRequest(method: "GET", path: "/index.html")).ready) == "static")
    #expect(router.respond(to: HTTPRequest(method: "HEAD", path: "/index.html")).ready.status == 200)
    #expect(router.respond(to: HTTPRequest(method: "POST", path: "/index.html")).ready.status == 404)
}

/// A literal route wins over a pattern that would also match.
@Test func literalWinsOverPattern() {
    var router = sampleRouter()
    router.add("GET", "/v1/sessions/new", ok("literal"))
    #expect(text(router.respond(to: HTTPRequest(method: "GET", path: "/v1/sessions/new")).ready) == "literal")
    #expect(text(router.respond(to: HTTPRequest(method: "GET", path: "/v1/sessions/old")).ready) == "session old")
}

/// Adding the same method and pattern again replaces the handler.
@Test func reAddingReplaces() {
    var router = Router()
    router.add("GET", "/x", ok("one"))
    router.add("GET", "/x", ok("two"))
    #expect(text(router.respond(to: HTTPRequest(method: "GET", path: "/x")).ready) == "two")
}

private struct FixedResponder: HTTPResponder {
    let response: HTTPResponse
    func respond(to request: HTTPRequest) -> Answer { .now(response) }
}

/// OPTIONS on a known path answers 204 with what the path allows (CORS headers are the API's access policy, not the router's).
@Test func optionsAnswersWhatThePathAllows() {
    var router = Router()
    router.add("POST", "/v1/sessions/{id}/events") { _, _ in HTTPResponse(status: 200) }
    let response = router.respond(to: HTTPRequest(method: "OPTIONS", path: "/v1/sessions/abc/events")).ready
    #expect(response.status == 204)
    #expect(response.headers.first { $0.name == "Allow" }?.value == "POST")
    #expect(response.headers.first { $0.name == "Access-Control-Allow-Methods" } == nil)
}

private struct Teapot: HTTPFailureConvertible {
    var failure: HTTPFailure { HTTPFailure(status: 418, code: "teapot", message: "short and stout") }
}

/// A group's handlers get its parameter's value; a thrown convertible error is answered as its failure.
@Test func groupHandlersGetTheirParameterAndMayThrow() {
    var router = Router()
    router.group("/v1/pots/{id}") { pot in
        pot.add("GET", "") { _, id in HTTPResponse(status: 200, body: Array("pot \(id)".utf8)) }
        pot.add("GET", "/lids/{n}") { _, id, parameters in HTTPResponse(status: 200, body: Array("\(id)/\(parameters["n"] ?? "?")".utf8)) }
        pot.add("POST", "/brew") { _, _ throws -> HTTPResponse in throw Teapot() }
    }
    #expect(text(router.respond(to: HTTPRequest(method: "GET", path: "/v1/pots/7")).ready) == "pot 7")
    #expect(text(router.respond(to: HTTPRequest(method: "GET", path: "/v1/pots/7/lids/2")).ready) == "7/2")
    let brewed = router.respond(to: HTTPRequest(method: "POST", path: "/v1/pots/7/brew")).ready
    #expect(brewed.status == 418)
    #expect(brewed.failure == Teapot().failure)
}

/// A literal route owns its path: where a pattern also matches it (`/v1/apps/import` beside `/v1/apps/{id}`), another method is 405 with the literal route's methods only.
@Test func literalRouteOwnsItsPath() {
    var router = Router()
    router.add("POST", "/v1/apps/import", ok("import"))
    router.add("GET", "/v1/apps/{id}", ok("app"))
    router.add("DELETE", "/v1/apps/{id}", ok("deleted"))
    #expect(text(router.respond(to: HTTPRequest(method: "POST", path: "/v1/apps/import")).ready) == "import")
    let refused = router.respond(to: HTTPRequest(method: "GET", path: "/v1/apps/import")).ready
    #expect(refused.status == 405)
    #expect(header(refused, "Allow") == "POST")
    #expect(text(router.respond(to: HTTPRequest(method: "GET", path: "/v1/apps/swapper")).ready) == "app")
}

/// A handler that answers later keeps its answer deferred through the router, in a group too.
@Test func handlersMayAnswerLater() {
    let pending = PendingResponse()
    var router = Router()
    router.add("POST", "/v1/later") { _, _ in Answer.later(pending) }
    router.group("/v1/pots/{id}") { pot in
        pot.add("POST", "/brew") { _, _ in Answer.later(pending) }
    }
    for path in ["/v1/later", "/v1/pots/7/brew"] {
        guard case .later(let deferred) = router.respond(to: HTTPRequest(method: "POST", path: path)) else {
            Issue.record("\(path) answers later"); continue
        }
        #expect(deferred === pending)
    }
}
