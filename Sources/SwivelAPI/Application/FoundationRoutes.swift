import HTTPServer

/// The routes that exist whatever the sessions do (SPEC §7): health and the OpenAPI document.
enum FoundationRoutes {
    static func register(on router: inout Router, openAPIDocument: [UInt8]?) {
        // Built once: the health answer never changes while the process runs.
        let health = HTTPResponse.json(200, Array(#"{"status":"ok","version":"#.utf8)
            + Array(JSONStringEscaping.quoted(SwivelVersion.current).utf8) + Array("}".utf8))
        router.add("GET", "/v1/health") { _, _ in health }

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
