/// The `Prefer` request header (RFC 7240): a comma-separated list of preferences, each
/// `token [BWS "=" BWS word]` followed by optional `;` parameters.
public enum PreferHeader {
    /// Whether `header` holds the preference `name=value` anywhere in its list: both matched in
    /// any case (give them in lower-case ASCII), with blanks around `=` and the value quoted or
    /// not; parameters and other preferences are ignored. Over the header's bytes, allocating
    /// nothing (the API asks on every event POST).
    public static func contains(_ name: StaticString, _ value: StaticString, in header: String?) -> Bool {
        guard var header else { return false }
        return header.withUTF8 { bytes in
            var start = 0
            while start < bytes.count {
                // One preference: up to the next comma outside a quoted value.
                var end = start
                var quoted = false
                while end < bytes.count, quoted || bytes[end] != UInt8(ascii: ",") {
                    if bytes[end] == UInt8(ascii: "\"") { quoted.toggle() }
                    end += 1
                }
                if matches(UnsafeBufferPointer(rebasing: bytes[start..<end]), name, value) { return true }
                start = end + 1
            }
            return false
        }
    }

    /// One preference (its parameters after `;` ignored) is `name=value`.
    private static func matches(_ preference: UnsafeBufferPointer<UInt8>, _ name: StaticString, _ value: StaticString) -> Bool {
        let main = UnsafeBufferPointer(rebasing: preference.prefix { $0 != UInt8(ascii: ";") })
        guard let equals = main.firstIndex(of: UInt8(ascii: "=")) else { return false }
        let given = ASCIIBytes.trimmingBlanks(UnsafeBufferPointer(rebasing: main[..<equals]))
        return ASCIIBytes.equalIgnoringCase(given, name)
            && ASCIIBytes.equalIgnoringCase(unquoted(ASCIIBytes.trimmingBlanks(UnsafeBufferPointer(rebasing: main[(equals + 1)...]))), value)
    }

    /// A quoted-string's content (the values asked for are tokens: no escapes to undo).
    private static func unquoted(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Slice<UnsafeBufferPointer<UInt8>> {
        guard bytes.count >= 2, bytes.first == UInt8(ascii: "\""), bytes.last == UInt8(ascii: "\"") else { return bytes }
        return bytes.dropFirst().dropLast()
    }
}

extension PreferHeader {
    /// Whether any `Prefer` field of `headers` holds `name=value`: RFC 7240 lets a client send
    /// its preferences over several fields. The first field is looked up alone; the others are
    /// collected only when a first one does not have the preference.
    @inlinable
    public static func contains(_ name: StaticString, _ value: StaticString, in headers: HTTPHeaders) -> Bool {
        guard let first = headers["Prefer"] else { return false }
        if contains(name, value, in: first) { return true }
        return headers.values("Prefer").dropFirst().contains { contains(name, value, in: $0) }
    }
}
