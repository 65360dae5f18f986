import SwivelJSON

/// Every error Swivel's sessions, apps and explorations can answer with: what went wrong and
/// what to fix, as data. The core knows no HTTP: each case maps to exactly one HTTP status in
/// one place, `SwivelError+HTTP.swift` in SwivelAPI (Config/openapi.json lists them).
public enum SwivelError: Error, Sendable, Equatable {
    /// 400: the body is not JSON.
    case malformedJSON(String)
    /// 400: a query parameter or header is malformed.
    case badRequest(String)
    /// 404: no such session.
    case sessionNotFound(String)
    /// 404: no such exploration.
    case explorationNotFound(String)
    /// 404: no such app in the catalogue.
    case appNotFound(String, known: [String])
    /// 409: a built-in app cannot be changed, or (POST) the id is registered already.
    case appConflict(id: String, builtIn: Bool)
    /// 429: the most registered apps are registered.
    case tooManyApps(limit: Int)
    /// 422: an uploaded Interface Builder file or Info.plist cannot be imported (`code` is
    /// `invalid_interface_file`, `legacy_interface_builder_archive`, `unsupported_runtime` or
    /// `unsupported_root`), with where in which file.
    case interfaceFile(code: String, position: FilePosition, message: String)
    /// 409: the session crashed and only answers reads.
    case sessionCrashed(id: String, exception: String)
    /// 412: `If-Match` names another version.
    case versionMismatch(expected: String, actual: Int)
    /// 422: well-formed JSON that asks for something invalid; `problems` are `path: message`.
    case invalid(code: String, message: String, problems: [String] = [])
    /// 413: the session's event log holds the most events a session may have.
    case sessionFull(id: String, limit: Int)
    /// 429: the configured session limit is reached.
    case tooManySessions(limit: Int)
    /// 429: the most explorations that may run at once are running.
    case tooManyExplorations(limit: Int)
    /// 404: the exploration has no finding with that number.
    case findingNotFound(exploration: String, index: String, count: Int)
    /// 503: storage failed; nothing was applied.
    case storageUnavailable(String)
    /// 503: the screenshot could not be drawn (cairo failed, e.g. out of memory).
    case renderingFailed(String)

    /// 422 `invalid_app`: every problem of a definition (`subject`: "The app definition",
    /// "The overlay"…), each `$.path: message`.
    public static func invalidApp(_ subject: String, problems: [String]) -> SwivelError {
        .invalid(code: "invalid_app", message: "\(subject) has \(problems.count) problem\(problems.count == 1 ? "" : "s"): \(problems.joined(separator: "; "))", problems: problems)
    }

    public var code: String {
        switch self {
        case .malformedJSON: "malformed_json"
        case .badRequest: "bad_request"
        case .sessionNotFound: "session_not_found"
        case .appNotFound: "app_not_found"
        case .appConflict(_, let builtIn): builtIn ? "builtin_app" : "app_exists"
        case .tooManyApps: "too_many_apps"
        case .interfaceFile(let code, _, _): code
        case .explorationNotFound: "exploration_not_found"
        case .sessionCrashed: "session_crashed"
        case .versionMismatch: "version_mismatch"
        case .invalid(let code, _, _): code
        case .sessionFull: "session_full"
        case .tooManySessions: "too_many_sessions"
        case .tooManyExplorations: "too_many_explorations"
        case .findingNotFound: "finding_not_found"
        case .storageUnavailable: "storage_unavailable"
        case .renderingFailed: "rendering_failed"
        }
    }

    public var message: String {
        switch self {
        case .malformedJSON(let detail): "The body is not valid JSON: \(detail)"
        case .badRequest(let detail): detail
        case .sessionNotFound(let id): "No session \"\(id)\". List sessions with GET /v1/sessions."
        case .explorationNotFound(let id): "No exploration \"\(id)\". List them with GET /v1/explorations."
        case .appNotFound(let id, let known): "No app \"\(id)\". Apps: \(known.joined(separator: ", ")); or post an inline definition as \"app\", or register one with POST /v1/apps."
        case .appConflict(let id, true): "\"\(id)\" is a built-in app: it cannot be registered, replaced or deleted. Give your app another id."
        case .appConflict(let id, false): "An app \"\(id)\" is registered already: PUT /v1/apps/\(id) replaces it, or give your app another id."
        case .tooManyApps(let limit): "\(limit) apps are registered, the most at once. DELETE apps you no longer need."
        case .interfaceFile(_, let position, let message):
            position.line.map { line in "\(position.file):\(line):\(position.column ?? 0): \(message)" } ?? "\(position.file): \(message)"
        case .sessionCrashed(let id, let exception): "Session \(id) crashed (\(exception)); it answers reads only. Create a new session."
        case .versionMismatch(let expected, let actual): "If-Match asked for version \(expected) but the session is at version \(actual); nothing was applied. Re-read the session and retry."
        case .invalid(_, let message, _): message
        case .sessionFull(let id, let limit): "Session \(id) holds \(limit) events, the most a session may keep; nothing was applied. Start a new session (GET …/events replays this one's log into it)."
        case .tooManySessions(let limit): "The server holds its limit of \(limit) sessions. Delete sessions you no longer need."
        case .tooManyExplorations(let limit): "\(limit) explorations are running, the most at once; wait for one to finish or DELETE one."
        case .findingNotFound(let id, let index, let count): "Exploration \(id) has \(count) findings (numbered from 0); there is no finding \(index)."
        case .storageUnavailable(let detail): "Storage failed, nothing was applied: \(detail). Reads still work; retry later."
        case .renderingFailed(let detail): "\(detail). Retry later."
        }
    }
}

/// A place in a file a client sent (an uploaded storyboard, xib or Info.plist): its name, and
/// the 1-based line and column when known.
public struct FilePosition: Sendable, Equatable {
    public var file: String
    public var line: Int?
    public var column: Int?

    public init(file: String, line: Int?, column: Int?) {
        self.file = file
        self.line = line
        self.column = column
    }
}
