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
