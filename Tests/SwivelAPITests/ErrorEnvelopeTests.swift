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

    /// Each domain error has the one status Config/openapi.json gives it (`SwivelError+HTTP.swift`), and an uploaded file's position reaches the envelope.
    @Test func domainErrorsMapToTheirStatus() {
        let statuses: [(SwivelError, Int)] = [
            (.malformedJSON("x"), 400), (.badRequest("x"), 400), (.sessionNotFound("s"), 404),
            (.appNotFound("a", known: []), 404), (.sessionCrashed(id: "s", exception: "E"), 409),
            (.appConflict(id: "a", builtIn: true), 409), (.versionMismatch(expected: "1", actual: 2), 412),
            (.sessionFull(id: "s", limit: 3), 413), (.invalid(code: "invalid_event", message: "x"), 422),
            (.tooManySessions(limit: 1), 429), (.storageUnavailable("x"), 503), (.renderingFailed("x"), 503),
        ]
        for (error, status) in statuses { #expect(error.failure.status == status, "\(error.code)") }
        let file = SwivelError.interfaceFile(code: "invalid_interface_file", position: FilePosition(file: "Main.storyboard", line: 3, column: 7), message: "bad")
        #expect(file.failure.status == 422)
        #expect(file.failure.position == InputPosition(file: "Main.storyboard", line: 3, column: 7))
    }
}
