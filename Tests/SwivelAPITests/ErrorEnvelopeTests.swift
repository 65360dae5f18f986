import HTTPServer
import Testing
@testable import SessionCore
@testable import SwivelAPI

/// Config/openapi.json's error envelope, written once by the JSON writer for API errors and the transport's refusals.
@Suite struct ErrorEnvelopeTests {
    /// `{"error":{"code","message"}}` with a JSON content type.
    @Test func envelopeShape() {
        let response = ErrorEnvelope.response(HTTPFailure(status: 404, code: "not_found", message: "No route"))
        #expect(response.status == 404)
        #expect(response.headers.first?.name == "Content-Type")
        #expect(response.headers.first?.value == "application/json")
        #expect(String(decoding: response.body, as: UTF8.self) == #"{"error":{"code":"not_found","message":"No route"}}"#)
    }

    /// Quotes, backslashes and control characters are escaped; other Unicode passes.
    @Test func messageIsEscaped() {
        let response = ErrorEnvelope.response(HTTPFailure(status: 400, code: "malformed_json", message: "bad \"x\"\\\n\t\u{01} é"))
        #expect(String(decoding: response.body, as: UTF8.self)
            == #"{"error":{"code":"malformed_json","message":"bad \"x\"\\\n\t\u0001 é"}}"#)
    }

    /// A 422 lists every problem; the transport's 405 keeps its Allow header once rendered.
    @Test func problemsAndHeadersSurvive() {
        let invalid = ErrorEnvelope.response(SwivelError.invalid(code: "invalid_app", message: "2 problems", problems: ["$.a: x", "$.b: y"]).failure)
        #expect(String(decoding: invalid.body, as: UTF8.self)
            == #"{"error":{"code":"invalid_app","message":"2 problems","problems":["$.a: x","$.b: y"]}}"#)
        let refused = HTTPResponse.methodNotAllowed("no", allow: "GET").rendered(with: ErrorEnvelope.response)
        #expect(refused.headers.contains { $0.name == "Allow" && $0.value == "GET" })
        #expect(String(decoding: refused.body, as: UTF8.self) == #"{"error":{"code":"method_not_allowed","message":"no"}}"#)
    }
}
