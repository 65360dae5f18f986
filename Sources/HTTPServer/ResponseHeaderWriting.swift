import CMicroHTTPD

/// Copies response headers into a libmicrohttpd response (`MHD_add_response_header` copies
/// its arguments). Every answer goes through here, so nothing is bridged or lowered: Swift
/// strings lend their bytes with `withCString` (no `utf8CString` array per argument), and names
/// are compared as ASCII bytes.
enum ResponseHeaderWriting {
    /// Adds `headers` in order, minus those libmicrohttpd writes itself. Headers with CR/LF
    /// are refused by libmicrohttpd: they are dropped, not sent.
    static func add(_ headers: [(name: String, value: String)], to response: OpaquePointer) {
        for (name, value) in headers where !isManagedByLibrary(name) {
            name.withCString { name in
                value.withCString { value in
                    _ = MHD_add_response_header(response, name, value)
                }
            }
        }
    }

    /// libmicrohttpd writes Content-Length and Transfer-Encoding itself (and refuses them
    /// from the application); any case.
    static func isManagedByLibrary(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { bytes in
            ASCIIBytes.equalIgnoringCase(bytes[...], "content-length")
                || ASCIIBytes.equalIgnoringCase(bytes[...], "transfer-encoding")
        }
    }
}
