#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The request target of the request line (`/v1/sessions?x=1`) split into a decoded path
/// and query. libmicrohttpd hands us the raw target through its URI-log callback; decoding
/// it here keeps the rules in one testable place.
public struct RequestTarget: Sendable, Equatable {
    public var path: String
    public var query: [String: String]

    public init(path: String, query: [String: String] = [:]) {
        self.path = path
        self.query = query
    }

    /// Parses a raw target. Absolute-form targets (`http://host/p`) keep only their path.
    /// Returns nil when the path or query is not valid percent-encoded UTF-8 (→ 400).
    public static func parse(_ raw: String) -> RequestTarget? {
        isPlainPath(raw) ? RequestTarget(path: raw) : parseInFull(raw)
    }

    /// The whole parse: fragment, absolute form, query and percent escapes.
    static func parseInFull(_ raw: String) -> RequestTarget? {
        var bytes = Substring(raw).utf8[...]
        if let fragment = bytes.firstIndex(of: UInt8(ascii: "#")) {
            bytes = bytes[..<fragment]
        }
        bytes = stripSchemeAndAuthority(bytes)
        let pathBytes: Substring.UTF8View.SubSequence
        var query: [String: String] = [:]
        if let mark = bytes.firstIndex(of: UInt8(ascii: "?")) {
            pathBytes = bytes[..<mark]
            guard let parsed = parseQuery(bytes[bytes.index(after: mark)...]) else { return nil }
            query = parsed
        } else {
            pathBytes = bytes
        }
        guard let path = PercentDecoding.decode(pathBytes) else { return nil }
        return RequestTarget(path: path.isEmpty ? "/" : path, query: query)
    }

    /// True when `raw` is already its own decoded path, as nearly every API request is: it
    /// starts with `/` and has no `%`, `?`, `#` or NUL. The full parse would give back the
    /// same bytes (a String is valid UTF-8), after scanning and copying them several times.
    /// libc's `strcspn` scans a word at a time (a byte loop here cost ~450 instructions); it
    /// also stops at a NUL, so a string with one never counts as plain.
    static func isPlainPath(_ raw: String) -> Bool {
        guard raw.utf8.first == UInt8(ascii: "/") else { return false }
        return raw.withCString { strcspn($0, "%?#") } == raw.utf8.count
    }

    /// Parses `a=1&b=two+words&c` into names and values (percent-decoded, `+` as space;
    /// a name without `=` gets ""; the last value wins for repeated names).
    public static func parseQuery<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> [String: String]? {
        var query: [String: String] = [:]
        for pair in bytes.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
            let name: String?
            let value: String?
            if let equals = pair.firstIndex(of: UInt8(ascii: "=")) {
                name = PercentDecoding.decode(pair[..<equals], plusAsSpace: true)
                value = PercentDecoding.decode(pair[pair.index(after: equals)...], plusAsSpace: true)
            } else {
                name = PercentDecoding.decode(pair, plusAsSpace: true)
                value = ""
            }
            guard let name, let value else { return nil }
            query[name] = value
        }
        return query
    }

    private static func stripSchemeAndAuthority(_ bytes: Substring.UTF8View.SubSequence) -> Substring.UTF8View.SubSequence {
        guard bytes.first != UInt8(ascii: "/") else { return bytes }
        let schemeSeparator = Array("://".utf8)
        var index = bytes.startIndex
        while index != bytes.endIndex {
            if bytes[index...].starts(with: schemeSeparator) {
                let authorityStart = bytes.index(index, offsetBy: schemeSeparator.count)
                let rest = bytes[authorityStart...]
                if let slash = rest.firstIndex(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") }) {
                    return rest[slash...]
                }
                return rest[rest.endIndex...]
            }
            let byte = bytes[index]
            let isSchemeByte = (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            if !isSchemeByte { break }
            index = bytes.index(after: index)
        }
        return bytes
    }
}
