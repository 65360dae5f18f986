/// A strict RFC 8259 parser.
///
/// Choices (documented because clients see them as 400s, Config/openapi.json):
/// - No extensions: trailing commas, comments, single quotes, leading zeros, `NaN`, bare
///   control characters in strings and trailing garbage are errors.
/// - Invalid UTF-8 anywhere is an error (RFC 8259 §8.1), reported at the offending byte.
/// - A `\u` escape of a lone surrogate (a high one not followed by a low one, or a low one on
///   its own) is an error rather than a silent U+FFFD: the client sent something it cannot have
///   meant, and replacing it would make a replayed event log differ from what was sent.
/// - Numbers that overflow a `Double` (`1e400`) are errors; they could not be written back.
/// - Nesting deeper than `maximumDepth` is an error, so hostile input cannot overflow the
///   stack of a server thread.
/// - Duplicate object keys are kept in order; lookups take the last one.
public enum JSONParser {
    /// Deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 512

    /// Parses one JSON text (surrounding whitespace allowed, nothing else).
    public static func parse(_ bytes: some Collection<UInt8>) throws(JSONParseError) -> JSONValue {
        let result = bytes.withContiguousStorageIfAvailable { parse(buffer: $0) }
        if let result { return try result.get() }
        return try Array(bytes).withUnsafeBufferPointer { parse(buffer: $0) }.get()
    }

    /// Parses one JSON text given as a string.
    public static func parse(_ text: String) throws(JSONParseError) -> JSONValue {
        var text = text
        return try text.withUTF8 { parse(buffer: $0) }.get()
    }

    private static func parse(buffer: UnsafeBufferPointer<UInt8>) -> Result<JSONValue, JSONParseError> {
        var scanner = JSONScanner(bytes: buffer)
        do throws(JSONParseError) {
            return .success(try scanner.parseDocument())
        } catch {
            return .failure(error)
        }
    }
}
