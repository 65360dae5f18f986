import Testing
@testable import HTTPServer

/// The error envelope has SPEC §7's shape and a JSON content type.
@Test func errorEnvelopeShape() {
    let response = HTTPResponse.error(status: 404, code: "not_found", message: "No route")
    #expect(response.status == 404)
    #expect(response.headers.first?.name == "Content-Type")
    #expect(response.headers.first?.value == "application/json")
    #expect(String(decoding: response.body, as: UTF8.self) == #"{"error":{"code":"not_found","message":"No route"}}"#)
}

/// Quotes, backslashes and control characters in messages are escaped; other Unicode passes.
@Test func errorMessageIsEscaped() {
    let response = HTTPResponse.error(status: 400, code: "malformed_json", message: "bad \"x\"\\\n\t\u{01} é")
    #expect(String(decoding: response.body, as: UTF8.self)
        == #"{"error":{"code":"malformed_json","message":"bad \"x\"\\\n\t\u0001 é"}}"#)
}

/// Extra headers (like Allow) are kept after the content type.
@Test func errorKeepsExtraHeaders() {
    let response = HTTPResponse.methodNotAllowed("no", allow: "GET, HEAD")
    #expect(response.status == 405)
    #expect(response.headers.contains { $0.name == "Allow" && $0.value == "GET, HEAD" })
}

/// Each named helper uses its SPEC status and code.
@Test func namedErrorsUseTheirCodes() {
    let cases: [(HTTPResponse, Int, String)] = [
        (.badRequest("x"), 400, "bad_request"),
        (.notFound("x"), 404, "not_found"),
        (.payloadTooLarge(limit: 10), 413, "payload_too_large"),
    ]
    for (response, status, code) in cases {
        #expect(response.status == status)
        #expect(String(decoding: response.body, as: UTF8.self).contains("\"code\":\"\(code)\""))
    }
}
