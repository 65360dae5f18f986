@testable import HTTPServer

extension Answer {
    /// The answer a test expects to be ready now; a deferred one reads as status 0 with no body,
    /// so a test expecting a status fails plainly.
    var ready: HTTPResponse { response ?? HTTPResponse(status: 0) }
}
