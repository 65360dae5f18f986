import Foundation
import Testing
@testable import SwivelClient

/// The API's error envelope becomes a `SwivelError` with its status, code, message and details.
@Suite struct ErrorDecodingTests {
    /// A 422 refused tap carries element_not_on_screen and the server's message.
    @Test func refusedTap() throws {
        let error = Transport.error(status: 422, body: try Fixture.data("error-not-on-screen"), request: "POST /v1/sessions/1/events")
        #expect(error.status == 422)
        #expect(error.code == "element_not_on_screen")
        #expect(error.message == "element \"nowhere\" is not on screen; on screen now: bView, bShape. Nothing was applied.")
        #expect(error.description == "POST /v1/sessions/1/events: 422 element_not_on_screen: element \"nowhere\" is not on screen; on screen now: bView, bShape. Nothing was applied.")
        #expect(!error.isNotFound)
    }

    /// A 404 is session_not_found and isNotFound.
    @Test func missingSession() throws {
        let error = Transport.error(status: 404, body: try Fixture.data("error-session-not-found"), request: "")
        #expect(error.code == "session_not_found")
        #expect(error.isNotFound)
    }

    /// An invalid app's problems are listed, each with its JSON path.
    @Test func invalidAppProblems() throws {
        let error = Transport.error(status: 422, body: try Fixture.data("error-invalid-app"), request: "")
        #expect(error.code == "invalid_app")
        #expect(error.problems == ["$.app.root: is required (a string)"])
    }

    /// A broken storyboard's error names the file, line and column in its details.
    @Test func importLocation() throws {
        let error = Transport.error(status: 422, body: try Fixture.data("error-import"), request: "")
        #expect(error.code == "invalid_interface_file")
        #expect(error.details["file"] == "Main.storyboard")
        #expect(error.details["line"] == 1)
        #expect(error.details["column"] == 1)
    }

    /// A body that is not the envelope keeps its status as http_<status> and its first words.
    @Test func notAnEnvelope() {
        let error = Transport.error(status: 502, body: Data("Bad Gateway".utf8), request: "")
        #expect(error.code == "http_502")
        #expect(error.message == "Bad Gateway")
    }
}
