/// Content types for the static files the viewer ships (Config/openapi.json, `GET /` and static files).
enum MIMETypes {
    static let byExtension: [String: String] = [
        "html": "text/html; charset=utf-8",
        "htm": "text/html; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "mjs": "text/javascript; charset=utf-8",
        "css": "text/css; charset=utf-8",
        "json": "application/json",
        "svg": "image/svg+xml",
        "png": "image/png",
        "ico": "image/x-icon",
        "txt": "text/plain; charset=utf-8",
        "map": "application/json",
    ]

    /// The type for a file name; unknown extensions are served as opaque bytes.
    static func forFile(_ name: String) -> String {
        guard let dot = name.lastIndex(of: ".") else { return "application/octet-stream" }
        let fileExtension = name[name.index(after: dot)...].lowercased()
        return byExtension[fileExtension] ?? "application/octet-stream"
    }
}
