import CMicroHTTPD

/// Framing libmicrohttpd lets through but HTTP/1.1 forbids (RFC 9112 §6.3, §3.2), checked on
/// the first call for a request, before any body byte is read: a request whose length is
/// ambiguous could be read differently by a proxy in front (request smuggling).
enum RequestFraming {
    /// Why the request's framing is refused, or nil when it is sound.
    static func problem(_ connection: OpaquePointer, version: UnsafePointer<CChar>?, hasContentLength: Bool,
                        hasTransferEncoding: Bool, hasHost: Bool) -> String? {
        if hasContentLength && hasTransferEncoding {
            return "A request may not have both Content-Length and Transfer-Encoding"
        }
        if hasContentLength && contentLengthCount(connection) > 1 {
            return "A request may have one Content-Length header, not several"
        }
        if !hasHost, let version, strcmp(version, "HTTP/1.1") == 0 {
            return "An HTTP/1.1 request needs a Host header"
        }
        return nil
    }

    /// How many Content-Length headers the request has (libmicrohttpd keeps duplicates).
    private static func contentLengthCount(_ connection: OpaquePointer) -> Int {
        var count = 0
        withUnsafeMutablePointer(to: &count) { pointer in
            _ = MHD_get_connection_values(connection, .HEADER_KIND, { cls, _, key, _ in
                guard let cls, let key, strcasecmp(key, "Content-Length") == 0 else { return .YES }
                cls.assumingMemoryBound(to: Int.self).pointee += 1
                return .YES
            }, pointer)
        }
        return count
    }
}
