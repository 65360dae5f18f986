import CMicroHTTPD

/// The request headers as libmicrohttpd holds them, read one at a time when asked for.
///
/// libmicrohttpd keeps header memory in the connection's pool until the request completes,
/// so look-ups are valid until then; after that (a responder that kept the request) they
/// answer nil instead of reading freed memory. Responders run synchronously on the
/// connection's pool thread (`HTTPResponder`), which is what makes sharing the state safe.
struct LiveRequestHeaders: @unchecked Sendable {
    let state: RequestState

    /// The first header named `name` (ASCII case ignored by libmicrohttpd); nil if absent.
    func value(for name: String) -> String? {
        guard let connection = state.connection, state.headersReadable.load(ordering: .relaxed) else { return nil }
        var name = name
        var value: UnsafePointer<CChar>?
        var size = 0
        let found = name.withUTF8 { key in
            key.withMemoryRebound(to: CChar.self) { key in
                MHD_lookup_connection_value_n(connection, .HEADER_KIND, key.baseAddress, key.count, &value, &size)
            }
        }
        guard found == .YES else { return nil }
        // As when the fields are collected: a value stops at a NUL, and no value is "".
        return value.map { String(cString: $0) } ?? ""
    }

    /// Every header in arrival order.
    func all() -> [(name: String, value: String)] {
        guard let connection = state.connection, state.headersReadable.load(ordering: .relaxed) else { return [] }
        let sink = HeaderSink()
        withExtendedLifetime(sink) {
            _ = MHD_get_connection_values(connection, .HEADER_KIND, swivelCollectHeader,
                                          Unmanaged.passUnretained(sink).toOpaque())
        }
        return sink.headers
    }
}
