import HTTPServer
import SessionCore

/// The one place a domain error becomes HTTP: each `SwivelError` has exactly one status
/// (Config/openapi.json), and a route handler that throws one is answered with the error
/// envelope (`ErrorEnvelope`) by the router. The WebDriver facade maps the same errors to
/// W3C's instead (`WebDriverError`).
extension SwivelError: HTTPFailureConvertible {
    public var status: Int {
        switch self {
        case .malformedJSON, .badRequest: 400
        case .sessionNotFound, .appNotFound, .explorationNotFound, .findingNotFound: 404
        case .sessionCrashed, .appConflict: 409
        case .versionMismatch: 412
        case .sessionFull: 413
        case .invalid, .interfaceFile: 422
        case .tooManySessions, .tooManyExplorations, .tooManyApps: 429
        case .storageUnavailable, .renderingFailed: 503
        }
    }

    public var failure: HTTPFailure {
        var problems: [String] = []
        if case .invalid(_, _, let listed) = self { problems = listed }
        var position: InputPosition?
        if case .interfaceFile(_, let place, _) = self {
            position = InputPosition(file: place.file, line: place.line, column: place.column)
        }
        return HTTPFailure(status: status, code: code, message: message, problems: problems, position: position)
    }
}
