/// One HTTP response as a value, built by a responder and sent by the server.
public struct HTTPResponse: Sendable {
    public var status: Int
    public var headers: [(name: String, value: String)]
    public var body: [UInt8]
    /// Set on a refusal not yet rendered (see `failure(_:headers:)`): the server renders it
    /// with the application's renderer when it sends it.
    public internal(set) var failure: HTTPFailure?

    public init(status: Int, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A JSON response from bytes already encoded; `Content-Type` comes first. Built with one
    /// exactly sized array (none at all without extra headers): every API answer is one.
    public static func json(_ status: Int, _ body: [UInt8], headers: [(name: String, value: String)] = []) -> HTTPResponse {
        if headers.isEmpty { return HTTPResponse(status: status, headers: jsonContentType, body: body) }
        var all: [(name: String, value: String)] = []
        all.reserveCapacity(headers.count + 1)
        all.append(jsonContentType[0])
        all.append(contentsOf: headers)
        return HTTPResponse(status: status, headers: all, body: body)
    }

    /// The same with headers written as unlabeled pairs (`[("ETag", tag)]` held in a variable):
    /// taking them as they are spares the element-by-element cast to labeled tuples.
    public static func json(_ status: Int, _ body: [UInt8], headers: [(String, String)]) -> HTTPResponse {
        var all: [(name: String, value: String)] = []
        all.reserveCapacity(headers.count + 1)
        all.append(jsonContentType[0])
        for (name, value) in headers { all.append((name, value)) }
        return HTTPResponse(status: status, headers: all, body: body)
    }

    private static let jsonContentType: [(name: String, value: String)] = [("Content-Type", "application/json")]
}
