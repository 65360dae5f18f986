import Logging
import Testing
@testable import HTTPServer

/// JSON answers put Content-Type first and keep the given headers in order, labeled or not.
@Test func jsonResponsesPutContentTypeFirst() {
    let plain = HTTPResponse.json(200, [])
    #expect(plain.headers.map(\.name) == ["Content-Type"])
    #expect(plain.headers.first?.value == "application/json")
    let labeled = HTTPResponse.json(201, [], headers: [(name: "Location", value: "/x"), (name: "ETag", value: "\"1\"")])
    #expect(labeled.headers.map(\.name) == ["Content-Type", "Location", "ETag"])
    let pairs = [("ETag", "\"2\""), ("Preference-Applied", "return=minimal")]
    let unlabeled = HTTPResponse.json(200, Array("{}".utf8), headers: pairs)
    #expect(unlabeled.headers.map(\.name) == ["Content-Type", "ETag", "Preference-Applied"])
    #expect(unlabeled.headers.map(\.value) == ["application/json", "\"2\"", "return=minimal"])
    #expect(unlabeled.status == 200 && unlabeled.body == Array("{}".utf8))
}

/// Content-Length and Transfer-Encoding, in any case, are left to libmicrohttpd; nothing else is.
@Test func libraryManagedHeadersIgnoreCase() {
    for name in ["Content-Length", "content-length", "TRANSFER-ENCODING", "Transfer-Encoding"] {
        #expect(ResponseHeaderWriting.isManagedByLibrary(name), "\(name)")
    }
    for name in ["Content-Type", "Content-Lengths", "Content-Lengt", "X-Transfer-Encoding", "", "content-length "] {
        #expect(!ResponseHeaderWriting.isManagedByLibrary(name), "\(name)")
    }
}

private struct HeaderEcho: HTTPResponder {
    func respond(to request: HTTPRequest) -> Answer {
        .now(HTTPResponse(status: 200, headers: [("X-A", "1"), ("content-LENGTH", "999"), ("X-Bad", "a\r\nb")],
                          body: Array("hello".utf8)))
    }
}

/// On the wire: the responder's headers, the CORS pair, and the library's own Content-Length;
/// a header with CR/LF is dropped.
@Test func liveResponseCarriesHeaders() throws {
    var logger = Logger(label: "test")
    logger.logLevel = .warning
    let server = try HTTPServer(configuration: HTTPServerConfiguration(port: 0, threads: 1), responder: HeaderEcho(), logger: logger)
    defer { server.stop() }
    let client = try LoopbackClient(port: server.port)
    client.send("GET / HTTP/1.1\r\nHost: t\r\n\r\n")
    let response = try #require(client.receive())
    #expect(response.body == "hello")
    #expect(response.headers["x-a"] == "1")
    #expect(response.headers["x-bad"] == nil)
    #expect(response.headers["content-length"] == "5")
    // The transport adds no CORS headers: that is the API's access policy.
    #expect(response.headers["access-control-allow-origin"] == nil)
}
