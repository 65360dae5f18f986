/// A refusal as data — what went wrong, not how it looks on the wire. The transport and its
/// router make these (framing, body size, busy, no route, wrong method); the application that
/// starts the server decides their body (`HTTPServer.init(renderFailure:)`), so every error
/// answer has one envelope, written in one place, and `HTTPServer` knows no JSON.
public struct HTTPFailure: Sendable, Equatable {
    public var status: Int
    /// A stable machine-readable name, e.g. `not_found`.
    public var code: String
    /// What went wrong and what to do, for people.
    public var message: String
    /// Each problem when there are several (an invalid app definition's, with JSON paths).
    public var problems: [String]
    /// Where in a file the client sent the problem is (an uploaded storyboard's line and
    /// column), when it is in one.
    public var position: InputPosition?

    public init(status: Int, code: String, message: String, problems: [String] = [], position: InputPosition? = nil) {
        self.status = status
        self.code = code
        self.message = message
        self.problems = problems
        self.position = position
    }

    /// The rendering used when the application gives none: `404 not_found: No route…` as
    /// plain text.
    @Sendable public static func plainText(_ failure: HTTPFailure) -> HTTPResponse {
        HTTPResponse(status: failure.status, headers: [("Content-Type", "text/plain; charset=utf-8")],
                     body: Array("\(failure.status) \(failure.code): \(failure.message)\n".utf8))
    }
}

/// A place in a file a client sent: its name, and the 1-based line and column when known.
public struct InputPosition: Sendable, Equatable {
    public var file: String
    public var line: Int?
    public var column: Int?

    public init(file: String, line: Int?, column: Int?) {
        self.file = file
        self.line = line
        self.column = column
    }
}
