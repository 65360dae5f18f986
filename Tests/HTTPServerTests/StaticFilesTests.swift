import Foundation
import Testing
@testable import HTTPServer

/// A throwaway folder tree: `public/` (served) next to `secret.txt` (must never be served).
private struct Fixture {
    let base: String
    let files: StaticFiles

    init() throws {
        base = NSTemporaryDirectory() + "swivel-static-\(UUID().uuidString)"
        let manager = FileManager.default
        let publicFolder = base + "/public"
        try manager.createDirectory(atPath: publicFolder + "/css", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: publicFolder + "/empty", withIntermediateDirectories: true)
        try Data("<h1>hi</h1>".utf8).write(to: URL(fileURLWithPath: publicFolder + "/index.html"))
        try Data("export {}".utf8).write(to: URL(fileURLWithPath: publicFolder + "/app.js"))
        try Data("body{}".utf8).write(to: URL(fileURLWithPath: publicFolder + "/css/style.css"))
        try Data("secret".utf8).write(to: URL(fileURLWithPath: base + "/secret.txt"))
        try manager.createSymbolicLink(atPath: publicFolder + "/out.txt", withDestinationPath: base + "/secret.txt")
        try manager.createSymbolicLink(atPath: publicFolder + "/outdir", withDestinationPath: base)
        try manager.createSymbolicLink(atPath: publicFolder + "/alias.js", withDestinationPath: publicFolder + "/app.js")
        files = try StaticFiles(root: publicFolder)
    }

    func get(_ path: String) -> HTTPResponse {
        files.file(for: HTTPRequest(method: "GET", path: path))
    }

    func remove() { try? FileManager.default.removeItem(atPath: base) }
}

private func contentType(_ response: HTTPResponse) -> String? {
    response.headers.first { $0.name == "Content-Type" }?.value
}

/// `/` serves index.html as HTML.
@Test func rootServesIndex() throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    let response = fixture.get("/")
    #expect(response.status == 200)
    #expect(String(decoding: response.body, as: UTF8.self) == "<h1>hi</h1>")
    #expect(contentType(response) == "text/html; charset=utf-8")
}

/// Files get their MIME type (JavaScript as text/javascript, CSS as text/css).
@Test func mimeTypesFollowExtensions() throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    #expect(contentType(fixture.get("/app.js")) == "text/javascript; charset=utf-8")
    #expect(contentType(fixture.get("/css/style.css")) == "text/css; charset=utf-8")
    #expect(MIMETypes.forFile("a.svg") == "image/svg+xml")
    #expect(MIMETypes.forFile("a.png") == "image/png")
    #expect(MIMETypes.forFile("favicon.ico") == "image/x-icon")
    #expect(MIMETypes.forFile("a.json") == "application/json")
    #expect(MIMETypes.forFile("a.txt") == "text/plain; charset=utf-8")
}

/// Traversal attempts (decoded `..`, `//`, absolute-looking) never leave the root.
@Test(arguments: ["/../secret.txt", "/css/../../secret.txt", "//etc/passwd", "/./index.html", "/../../../../etc/passwd"])
func traversalIsRefused(path: String) throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    let response = fixture.get(path)
    #expect(response.status == 404)
    #expect(!String(decoding: response.body, as: UTF8.self).contains("secret\""))
    #expect(response.failure?.code == "not_found")
}

/// Percent-encoded traversal arrives decoded from RequestTarget and is refused the same way.
@Test func encodedTraversalIsRefused() throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    let decoded = try #require(RequestTarget.parse("/%2e%2e/secret.txt")).path
    #expect(fixture.get(decoded).status == 404)
}

/// Symlinks pointing outside the root are refused; symlinks inside it are served.
@Test func symlinksOutsideAreRefused() throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    #expect(fixture.get("/out.txt").status == 404)
    #expect(fixture.get("/outdir/secret.txt").status == 404)
    #expect(fixture.get("/alias.js").status == 200)
}

/// Folders are never listed, with or without a trailing slash.
@Test func directoriesAreNotListed() throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    #expect(fixture.get("/css").status == 404)
    #expect(fixture.get("/empty/").status == 404)
}

/// Missing files and NUL bytes are 404s.
@Test func missingFilesAreNotFound() throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    #expect(fixture.get("/nope.html").status == 404)
    #expect(fixture.get("/index.html\u{0}.js").status == 404)
    #expect(fixture.get("index.html").status == 404)
}

/// A missing root folder is reported at construction.
@Test func missingRootThrows() {
    #expect(throws: StaticFiles.Failure.self) { try StaticFiles(root: "/definitely/not/here") }
}
