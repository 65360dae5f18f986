/// Refusals the transport and its router make, as `HTTPFailure` data: the server renders them
/// with the application's renderer when it sends them (the API's JSON envelope, Config/openapi.json).
extension HTTPResponse {
    /// A refusal; `headers` (e.g. `Allow`) are kept beside the rendered body.
    public static func failure(_ failure: HTTPFailure, headers: [(name: String, value: String)] = []) -> HTTPResponse {
        var response = HTTPResponse(status: failure.status, headers: headers)
        response.failure = failure
        return response
    }

    /// A refusal with a code and a message.
    public static func error(status: Int, code: String, message: String, headers: [(name: String, value: String)] = []) -> HTTPResponse {
        .failure(HTTPFailure(status: status, code: code, message: message), headers: headers)
    }

    /// 400 `bad_request`: the request line or target cannot be understood.
    public static func badRequest(_ message: String) -> HTTPResponse {
        .error(status: 400, code: "bad_request", message: message)
    }

    /// 404 `not_found`.
    public static func notFound(_ message: String) -> HTTPResponse {
        .error(status: 404, code: "not_found", message: message)
    }

    /// 405 `method_not_allowed`, with the `Allow` header Config/openapi.json requires.
    public static func methodNotAllowed(_ message: String, allow: String) -> HTTPResponse {
        .error(status: 405, code: "method_not_allowed", message: message, headers: [("Allow", allow)])
    }

    /// 413 `payload_too_large`.
    public static func payloadTooLarge(limit: Int) -> HTTPResponse {
        .error(status: 413, code: "payload_too_large", message: "Request body is larger than \(limit) bytes")
    }

    /// This response with a failure rendered by `render`; the failure response's own headers
    /// (`Allow`, CORS) follow the rendered ones. Other responses are returned as they are.
    public func rendered(with render: (HTTPFailure) -> HTTPResponse) -> HTTPResponse {
        guard let failure else { return self }
        var rendered = render(failure)
        rendered.headers.append(contentsOf: headers)
        return rendered
    }
}
