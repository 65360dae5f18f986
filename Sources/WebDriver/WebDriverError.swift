import HTTPServer
import SwivelJSON
import SessionCore

/// Every error the WebDriver facade answers with, in W3C WebDriver's terms (docs/webdriver.md): the
/// `error` code clients switch on, the HTTP status W3C gives it, and a message saying what to
/// fix. Mapped to a response here and nowhere else.
public enum WebDriverError: Error, Sendable, Equatable {
    case invalidSessionID(String)
    case noSuchElement(String)
    case staleElementReference(String)
    case invalidArgument(String)
    case invalidSelector(String)
    case unknownCommand(String)
    case unknownMethod(String, allow: String)
    case sessionNotCreated(String)
    /// WDA's refusal of `POST …/rotation` (docs/webdriver.md answers it with 500, see docs/webdriver.md).
    case invalidElementState(String)
    case unknownError(String)

    var code: String {
        switch self {
        case .invalidSessionID: "invalid session id"
        case .noSuchElement: "no such element"
        case .staleElementReference: "stale element reference"
        case .invalidArgument: "invalid argument"
        case .invalidSelector: "invalid selector"
        case .unknownCommand: "unknown command"
        case .unknownMethod: "unknown method"
        case .sessionNotCreated: "session not created"
        case .invalidElementState: "invalid element state"
        case .unknownError: "unknown error"
        }
    }

    var status: Int {
        switch self {
        case .invalidSessionID, .noSuchElement, .staleElementReference, .unknownCommand: 404
        case .invalidArgument, .invalidSelector: 400
        case .unknownMethod: 405
        case .sessionNotCreated, .invalidElementState, .unknownError: 500
        }
    }

    var message: String {
        switch self {
        case .invalidSessionID(let message), .noSuchElement(let message), .staleElementReference(let message),
             .invalidArgument(let message), .invalidSelector(let message), .unknownCommand(let message),
             .unknownMethod(let message, _), .sessionNotCreated(let message), .invalidElementState(let message),
             .unknownError(let message):
            message
        }
    }

    /// `{"value": {"error", "message", "stacktrace"}}` with W3C's status.
    var response: HTTPResponse {
        var headers: [(String, String)] = []
        if case .unknownMethod(_, let allow) = self { headers.append(("Allow", allow)) }
        return Self.envelope(status: status, error: code, message: message, headers: headers)
    }

    /// The W3C error envelope; also what the access policy answers on WebDriver paths (a 401 or
    /// 403 as `unknown error`: W3C has no code of its own for them).
    public static func envelope(status: Int, error: String, message: String, headers: [(String, String)] = []) -> HTTPResponse {
        var writer = JSONWriter(capacity: 256)
        writer.beginObject()
        writer.key("value")
        writer.beginObject()
        writer.key("error"); writer.string(error)
        writer.key("message"); writer.string(message)
        writer.key("stacktrace"); writer.string("")
        writer.endObject()
        writer.endObject()
        return .json(status, writer.bytes, headers: [("Cache-Control", "no-cache")] + headers)
    }
}

extension WebDriverError {
    /// The facade's reading of a native API error (the session service speaks `SwivelError`).
    init(_ error: SwivelError) {
        switch error {
        case .sessionNotFound(let id):
            self = .invalidSessionID("No active session \"\(id)\": it was deleted or never existed. Create one with POST /session.")
        case .malformedJSON, .badRequest, .invalid:
            self = .invalidArgument(error.message)
        default:
            self = .unknownError(error.message)
        }
    }
}

extension WebDriverError {
    /// What `body` reads from a command's body, its first problem an `invalid argument` naming
    /// the JSON path: the facade's policy over `JSONField` (docs/architecture.md, "Reading JSON").
    static func reading<Value>(_ body: () throws(JSONFieldProblem) -> Value) throws(WebDriverError) -> Value {
        try readingJSON(body) { WebDriverError.invalidArgument("\($0).") }
    }
}
