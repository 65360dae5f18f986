/// SPEC §7's error envelope: `{"error":{"code":…,"message":…}}` for every error answer.
extension HTTPResponse {
    /// A JSON error response; `code` is a stable machine-readable name, `message` is for people.
    public static func error(status: Int, code: String, message: String, headers: [(name: String, value: String)] = []) -> HTTPResponse {
        var body: [UInt8] = []
        body.reserveCapacity(40 + code.utf8.count + message.utf8.count)
        body.append(contentsOf: Array(#"{"error":{"code":"#.utf8))
        JSONStringEscaping.appendQuoted(code, to: &body)
        body.append(contentsOf: Array(#","message":"#.utf8))
        JSONStringEscaping.appendQuoted(message, to: &body)
        body.append(contentsOf: Array("}}".utf8))
        return .json(status, body, headers: headers)
    }

    /// 400 `bad_request`: the request line or target cannot be understood.
    public static func badRequest(_ message: String) -> HTTPResponse {
        .error(status: 400, code: "bad_request", message: message)
    }

    /// 404 `not_found`.
    public static func notFound(_ message: String) -> HTTPResponse {
        .error(status: 404, code: "not_found", message: message)
    }

    /// 405 `method_not_allowed`, with the `Allow` header SPEC §7 requires.
    public static func methodNotAllowed(_ message: String, allow: String) -> HTTPResponse {
        .error(status: 405, code: "method_not_allowed", message: message, headers: [("Allow", allow)])
    }

    /// 413 `payload_too_large`.
    public static func payloadTooLarge(limit: Int) -> HTTPResponse {
        .error(status: 413, code: "payload_too_large", message: "Request body is larger than \(limit) bytes")
    }
}
