/// Every failure of a call: an answer that was not a success, or no answer at all.
///
/// `status` is the HTTP status (0 when the server could not be reached), `code` and `message`
/// the API's (`{"error": {"code", "message", …}}`, README "The API at a glance"), and `details`
/// the whole `error` object: an invalid app's `problems`, an import's `file`, `line`, `column`.
public struct SwivelError: Error, Sendable, Hashable, CustomStringConvertible {
    public var status: Int
    public var code: String
    public var message: String
    public var details: JSONValue
    /// "POST /v1/sessions/…/events": the call that failed.
    public var request: String

    public init(status: Int, code: String, message: String, details: JSONValue = .null, request: String = "") {
        self.status = status
        self.code = code
        self.message = message
        self.details = details
        self.request = request
    }

    /// 404: no such session, app, exploration or route.
    public var isNotFound: Bool { status == 404 }

    /// The server did not answer (not running, or not at that URL).
    public var isUnreachable: Bool { status == 0 }

    /// Every problem of an invalid app definition (422 `invalid_app`), each with its JSON path.
    public var problems: [String] {
        details["problems"]?.arrayValue?.compactMap(\.stringValue) ?? []
    }

    /// "POST /v1/sessions/1/events: 422 element_not_on_screen: …".
    public var description: String {
        (request.isEmpty ? "" : "\(request): ") + "\(status) \(code): \(message)"
    }
}
