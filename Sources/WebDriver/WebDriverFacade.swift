import HTTPServer
import SessionCore
import RotationEngine
import RotationLayout
import SwivelJSON

/// The WebDriver wire protocol over Swivel's sessions (docs/webdriver.md), so that suites written for
/// Appium's XCUITest driver (which talks to WebDriverAgent) drive Swivel unchanged. A
/// translation layer only: a WebDriver session *is* a Swivel session (same id, event log,
/// trace and viewer), every command becomes a read of the session or native events through
/// `Sessions.submit` — the session core's public API, nothing else — and the facade keeps no state of its own (docs/webdriver.md).
///
/// It answers `/status`, `/session…` and everything under `/wd/hub`; every other path goes on
/// to `next` (the native API and the viewer).
public struct WebDriverFacade: HTTPResponder {
    let sessions: Sessions
    let next: any HTTPResponder
    private(set) var router = Router()

    public init(sessions: Sessions, next: any HTTPResponder) {
        self.sessions = sessions
        self.next = next
        registerSessionRoutes()
        registerOrientationRoutes()
        registerElementRoutes()
        registerInteractionRoutes()
    }

    public func respond(to request: HTTPRequest) -> Answer {
        guard let path = Self.commandPath(request.path) else { return next.respond(to: request) }
        switch router.match(method: request.method, path: path) {
        case .found(let handler, let parameters):
            // The facade's handlers answer their own W3C errors (`add`); nothing else throws.
            return Router.call(handler, request, parameters).map { answer in
                answer.rendered { failure in WebDriverError.unknownError("\(failure.code): \(failure.message)").response }
            }
        case .methodNotAllowed(let allow):
            if request.method == "OPTIONS" { return .now(HTTPResponse(status: 204, headers: [("Allow", allow)])) }
            return .now(WebDriverError.unknownMethod("\(request.method) is not a command on \(request.path); allowed: \(allow).", allow: allow).response)
        case .notFound:
            return .now(WebDriverError.unknownCommand("\(request.method) \(request.path) is not a WebDriver command Swivel knows; docs/webdriver.md lists them.").response)
        }
    }

    /// The command's path without `/wd/hub`, or nil when the path is not WebDriver's.
    public static func commandPath(_ path: String) -> String? {
        if path == "/status" || path == "/session" || path.hasPrefix("/session/") { return path }
        if path == "/wd/hub" || path == "/wd/hub/" { return "/" }
        if path.hasPrefix("/wd/hub/") { return String(path.dropFirst("/wd/hub".count)) }
        return nil
    }

    // MARK: Helpers for the commands

    /// Adds a command whose handler throws W3C errors; one place turns them into answers.
    mutating func add(_ method: String, _ pattern: String, _ handler: @escaping @Sendable (HTTPRequest, PathParameters) throws(WebDriverError) -> Answer) {
        router.add(method, pattern) { request, parameters throws -> Answer in
            do throws(WebDriverError) {
                return try handler(request, parameters)
            } catch {
                return .now(error.response)
            }
        }
    }

    /// The same for a command that always answers now.
    mutating func add(_ method: String, _ pattern: String, _ handler: @escaping @Sendable (HTTPRequest, PathParameters) throws(WebDriverError) -> HTTPResponse) {
        add(method, pattern) { request, parameters throws(WebDriverError) -> Answer in .now(try handler(request, parameters)) }
    }

    /// `{"value": …}` with 200.
    static func value(_ write: (inout JSONWriter) -> Void) -> HTTPResponse {
        var writer = JSONWriter(capacity: 512)
        writer.beginObject()
        writer.key("value")
        write(&writer)
        writer.endObject()
        return .json(200, writer.bytes, headers: [("Cache-Control", "no-cache")])
    }

    /// `{"value": null}`: what W3C answers for commands that return nothing.
    static let null = value { $0.null() }

    /// The command's JSON body, its members read through `JSONField`; an empty body reads as
    /// `{}` (clients send none for clicks).
    static func body(_ request: HTTPRequest) throws(WebDriverError) -> JSONFields {
        if request.body.isEmpty { return JSONFields(object: JSONObject(), path: .root) }
        let parsed: JSONValue
        do {
            parsed = try JSONParser.parse(request.body)
        } catch {
            throw .invalidArgument("The body is not valid JSON: \(error.description)")
        }
        return try WebDriverError.reading { () throws(JSONFieldProblem) in try JSONField(parsed).object("a JSON object") }
    }

    /// Adds a command on one session, `/session/{id}` followed by `suffix`: the handler is given
    /// the session's id.
    mutating func addSessionCommand(_ method: String, _ suffix: String, _ handler: @escaping @Sendable (HTTPRequest, String) throws(WebDriverError) -> Answer) {
        add(method, "/session/{id}" + suffix) { request, parameters throws(WebDriverError) -> Answer in
            try handler(request, parameters.captured("id"))
        }
    }

    /// The same for a command that always answers now.
    mutating func addSessionCommand(_ method: String, _ suffix: String, _ handler: @escaping @Sendable (HTTPRequest, String) throws(WebDriverError) -> HTTPResponse) {
        addSessionCommand(method, suffix) { request, id throws(WebDriverError) -> Answer in .now(try handler(request, id)) }
    }

    /// Where an element command points: the session and the element id its path names.
    struct ElementPath: Sendable {
        var session: String
        var element: String
    }

    /// Adds a command on one element, `/session/{id}/element/{element}` followed by `suffix`;
    /// the handler is also given the path's other captures (`…/attribute/{name}`).
    mutating func addElementCommand(
        _ method: String, _ suffix: String,
        _ handler: @escaping @Sendable (HTTPRequest, ElementPath, PathParameters) throws(WebDriverError) -> Answer
    ) {
        add(method, "/session/{id}/element/{element}" + suffix) { request, parameters throws(WebDriverError) -> Answer in
            try handler(request, ElementPath(session: parameters.captured("id"), element: parameters.captured("element")), parameters)
        }
    }

    /// The same for a command that always answers now.
    mutating func addElementCommand(
        _ method: String, _ suffix: String,
        _ handler: @escaping @Sendable (HTTPRequest, ElementPath, PathParameters) throws(WebDriverError) -> HTTPResponse
    ) {
        addElementCommand(method, suffix) { request, path, parameters throws(WebDriverError) -> Answer in .now(try handler(request, path, parameters)) }
    }

    /// The session's host; `invalid session id` when there is no such session.
    func host(_ id: String) throws(WebDriverError) -> SessionHost {
        do throws(SwivelError) {
            return try sessions.host(id)
        } catch {
            throw WebDriverError(error)
        }
    }

    /// The session's state now.
    func state(_ id: String) throws(WebDriverError) -> (host: SessionHost, state: SessionState) {
        let host = try host(id)
        return (host, host.read { $0.state })
    }

    /// Applies `events` (all or none) and answers with `answer(state after them)` once they
    /// are stored; a crashed session answers `unknown error` with its crash, as do events that
    /// crash the app. `ignoring` lists the native refusals that mean "nothing happened" to a
    /// WebDriver client (a tap on something that does nothing): those answer `{"value": null}`.
    func perform(
        _ events: [Event], id: String, host: SessionHost, state: SessionState, ignoring ignored: Set<String> = [],
        answer: @escaping @Sendable (SessionState) -> HTTPResponse = { _ in WebDriverFacade.null }
    ) throws(WebDriverError) -> Answer {
        if let crash = state.status.crash { throw Self.crashed(crash) }
        if events.isEmpty { return .now(answer(state)) }
        return Answer.completing({ sessions.submit(events, to: id, host: host, expectedVersion: nil, completion: $0) }) { result in
            switch result {
            case .success(let applied):
                if let crash = applied.state.status.crash { return Self.crashed(crash).response }
                return answer(applied.state)
            case .failure(.invalid(let code, _, _)) where ignored.contains(code):
                return Self.null
            case .failure(let error):
                return WebDriverError(error).response
            }
        }
    }

    static func crashed(_ crash: Crash) -> WebDriverError {
        .unknownError("The app crashed: \(crash.exception): \(crash.reason). The session answers reads only; start a new one.")
    }
}
