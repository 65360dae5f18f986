import HTTPServer

/// Config/openapi.json: a request body must be JSON (415 otherwise). An API rule, so a middleware here and
/// not the transport's: `HTTPServer` takes any body within its size limit. An empty body is no
/// body at all (a `POST …/back` from a WebDriver client sends none). On WebDriver paths the
/// refusal comes in W3C's envelope (`AccessPolicy.refusal`).
struct JSONBodyRule: HTTPResponder {
    let next: any HTTPResponder

    func respond(to request: HTTPRequest) -> Answer {
        if !request.body.isEmpty, !MediaType.isJSON(request.headers["Content-Type"]) {
            return .now(AccessPolicy.refusal(request, status: 415, code: "unsupported_media_type",
                                        message: "Request bodies must be sent as Content-Type: application/json"))
        }
        return next.respond(to: request)
    }
}
