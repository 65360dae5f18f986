/// Anything that turns a request into a response. Called synchronously on one of
/// libmicrohttpd's pool threads, so it must be thread-safe and must not block for long.
public protocol HTTPResponder: Sendable {
    func respond(to request: HTTPRequest) -> HTTPResponse
}
