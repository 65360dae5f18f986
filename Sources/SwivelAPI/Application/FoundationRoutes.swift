import HTTPServer

/// The routes that exist whatever the sessions do (Config/openapi.json): health and the OpenAPI document.
enum FoundationRoutes {
    /// `health` answers `GET /v1/health` (the session service knows whether the store writes).
    static func register(on router: inout Router, openAPIDocument: [UInt8]?, health: @escaping @Sendable () -> HTTPResponse) {
        router.add("GET", "/v1/health") { _, _ in health() }

        if let openAPIDocument {
            let document = HTTPResponse.json(200, openAPIDocument)
            router.add("GET", "/openapi.json") { _, _ in document }
        } else {
            router.add("GET", "/openapi.json") { _, _ in
                .notFound("The OpenAPI document was not found when the server started")
            }
        }
    }
}
