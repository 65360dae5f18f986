import Testing
@testable import HTTPServer

/// Refusals are data until the server sends them; the application's renderer gives the body.

/// Each named helper carries its status and code, and no body yet.
@Test func namedRefusalsCarryTheirCodes() {
    let cases: [(HTTPResponse, Int, String)] = [
        (.badRequest("x"), 400, "bad_request"),
        (.notFound("x"), 404, "not_found"),
        (.methodNotAllowed("x", allow: "GET"), 405, "method_not_allowed"),
        (.payloadTooLarge(limit: 10), 413, "payload_too_large"),
    ]
    for (response, status, code) in cases {
        #expect(response.status == status)
        #expect(response.failure?.code == code)
        #expect(response.body.isEmpty)
    }
}

/// Rendering keeps the refusal's own headers (like Allow) after the renderer's.
@Test func renderingKeepsExtraHeaders() {
    let rendered = HTTPResponse.methodNotAllowed("no", allow: "GET, HEAD").rendered(with: HTTPFailure.plainText)
    #expect(rendered.status == 405)
    #expect(rendered.headers.map(\.name) == ["Content-Type", "Allow"])
    #expect(String(decoding: rendered.body, as: UTF8.self) == "405 method_not_allowed: no\n")
}

/// A response that is not a refusal is sent as it is.
@Test func otherResponsesAreNotRendered() {
    let response = HTTPResponse(status: 200, body: Array("ok".utf8))
    #expect(response.rendered(with: HTTPFailure.plainText).body == Array("ok".utf8))
}
