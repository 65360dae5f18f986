/// An error a route handler may throw that says what the client did wrong: the router answers
/// it as `HTTPResponse.failure(error.failure)`, which the server renders with the application's
/// one renderer. Handlers throw; one place turns errors into answers.
public protocol HTTPFailureConvertible: Error {
    var failure: HTTPFailure { get }
}
