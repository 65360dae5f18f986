/// Anything that turns a request into a response. Called synchronously on one of
/// libmicrohttpd's pool threads, so it must be thread-safe and must not block for long.
/// The server's requests read their headers from the connection on demand: copy the header
/// values you need (not the request) if anything is to outlive the request.
public protocol HTTPResponder: Sendable {
    func respond(to request: HTTPRequest) -> Answer
}
