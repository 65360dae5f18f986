import Testing
@testable import HTTPServer

/// A plain target splits into path and query.
@Test func targetSplitsPathAndQuery() {
    let target = RequestTarget.parse("/v1/sessions/abc/trace?since=4")
    #expect(target == RequestTarget(path: "/v1/sessions/abc/trace", query: ["since": "4"]))
}

/// Percent escapes in the path are decoded.
@Test func pathIsPercentDecoded() {
    #expect(RequestTarget.parse("/a%20b/%C3%A9")?.path == "/a b/é")
}

/// Query names and values are percent-decoded and `+` is a space; the last repeat wins.
@Test func queryIsDecoded() {
    let query = RequestTarget.parse("/p?name=two+words&x=%26%3D&x=last&flag")?.query
    #expect(query == ["name": "two words", "x": "last", "flag": ""])
}

/// `+` in the path stays a plus.
@Test func plusInPathIsLiteral() {
    #expect(RequestTarget.parse("/a+b")?.path == "/a+b")
}

/// Malformed escapes, NUL bytes and invalid UTF-8 make the target unparseable (→ 400).
@Test(arguments: ["/a%zz", "/a%2", "/a%00b", "/%ff%fe", "/p?x=%G1"])
func malformedTargetsAreRejected(raw: String) {
    #expect(RequestTarget.parse(raw) == nil)
}

/// An absolute-form target keeps only its path and query.
@Test func absoluteFormIsReduced() {
    #expect(RequestTarget.parse("http://example.test:8080/v1/health?x=1") == RequestTarget(path: "/v1/health", query: ["x": "1"]))
}

/// Encoded dots decode to dots (static files then refuse them).
@Test func encodedDotsDecode() {
    #expect(RequestTarget.parse("/%2e%2e/%2E%2E/etc/passwd")?.path == "/../../etc/passwd")
}

/// An empty target is the root.
@Test func emptyTargetIsRoot() {
    #expect(RequestTarget.parse("")?.path == "/")
}

/// Header look-ups ignore ASCII case only: `prefer` finds `Prefer`, `If-Match` does not match `If-Matcx`.
@Test func headerLookupIgnoresASCIICase() {
    let headers = HTTPHeaders([(name: "Prefer", value: "return=minimal"), (name: "IF-MATCH", value: "\"3\"")])
    #expect(headers["prefer"] == "return=minimal")
    #expect(headers["If-Match"] == "\"3\"")
    #expect(headers["If-Matcx"] == nil)
    #expect(headers["Prefer-"] == nil)
    #expect(HTTPHeaders.equalIgnoringASCIICase("a[", "A{") == false)
}

/// A plain path is its own decoded path; anything with an escape, query, fragment, NUL or no
/// leading slash takes the general parse.
@Test func plainPathsAreRecognised() {
    #expect(RequestTarget.isPlainPath("/v1/sessions/abc/events"))
    #expect(RequestTarget.isPlainPath("/"))
    #expect(RequestTarget.isPlainPath("/é+b"))
    for raw in ["", "v1", "/a%20b", "/p?x=1", "/p#f", "/a\u{0}b", "http://h/p"] {
        #expect(!RequestTarget.isPlainPath(raw), "\(raw)")
    }
}

/// The shortcut answers exactly what the full parse answers.
@Test(arguments: ["/v1/sessions/abc/events", "/", "/é+b", "/a//b/", "/a%20b", "/p?x=1", "/a\u{0}b", "//x", ""])
func plainPathShortcutAgreesWithFullParse(raw: String) {
    #expect(RequestTarget.parse(raw) == RequestTarget.parseInFull(raw))
}

/// Usual methods come back as the same Strings; others are decoded as they are.
@Test(arguments: ["GET", "PUT", "POST", "HEAD", "PATCH", "DELETE", "OPTIONS", "get", "PROPFIND", "GETS", "", "POSt"])
func methodNamesRoundTrip(name: String) {
    #expect(name.withCString { MethodName.of(cString: $0) } == name)
}
