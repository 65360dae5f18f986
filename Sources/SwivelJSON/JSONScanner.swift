/// The parser's cursor over the input bytes. One scanner parses one document.
///
/// Works on an `UnsafeBufferPointer` with unchecked reads after explicit bounds checks: this is
/// the hot path of every request body (see notes: JSON, not HTTP, is the bottleneck).
struct JSONScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    /// Reused buffer for strings that contain escapes.
    var scratch: [UInt8] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { index >= bytes.count }

    /// The byte at the cursor; only call when `!isAtEnd`.
    @inline(__always) func peek() -> UInt8 { bytes[index] }

    func error(_ message: String, at offset: Int? = nil) -> JSONParseError {
        JSONParseError(message, at: offset ?? index, in: bytes)
    }

    /// Describes the byte at `offset` for an error message: `'x'`, or `byte 0xNN`, or end of input.
    func describe(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of input" }
        let b = bytes[offset]
        if b >= 0x21 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        switch b {
        case 0x20: return "' '"
        case UInt8(ascii: "\n"): return "newline"
        case UInt8(ascii: "\t"): return "tab"
        case UInt8(ascii: "\r"): return "carriage return"
        default:
            let hex = String(b, radix: 16, uppercase: true)
            return "byte 0x\(hex.count == 1 ? "0" + hex : hex)"
        }
    }

    @inline(__always) mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    mutating func parseDocument() throws(JSONParseError) -> JSONValue {
        skipWhitespace()
        let value = try parseValue(depth: 0)
        skipWhitespace()
        if !isAtEnd {
            throw error("unexpected \(describe(at: index)) after the JSON value")
        }
        return value
    }

    mutating func parseValue(depth: Int) throws(JSONParseError) -> JSONValue {
        guard !isAtEnd else { throw error("unexpected end of input, expected a JSON value") }
        switch peek() {
        case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error("unexpected \(describe(at: index)), expected a JSON value")
        }
    }

    private mutating func expectLiteral(_ word: StaticString) throws(JSONParseError) {
        let start = index
        let count = word.utf8CodeUnitCount
        let matches = word.withUTF8Buffer { w in
            guard bytes.count - start >= count else { return false }
            for i in 0..<count where bytes[start + i] != w[i] { return false }
            return true
        }
        guard matches else { throw error("invalid literal, expected '\(word)'") }
        index += count
    }

    private mutating func parseObject(depth: Int) throws(JSONParseError) -> JSONValue {
        guard depth <= JSONParser.maximumDepth else {
            throw error("nesting deeper than \(JSONParser.maximumDepth) levels")
        }
        index += 1  // '{'
        var members: [(key: String, value: JSONValue)] = []
        members.reserveCapacity(8)  // API objects are small; saves regrowing from 1, 2, 4
        skipWhitespace()
        if !isAtEnd && peek() == UInt8(ascii: "}") {
            index += 1
            return .object(JSONObject(members))
        }
        while true {
            guard !isAtEnd, peek() == UInt8(ascii: "\"") else {
                if !isAtEnd && peek() == UInt8(ascii: "}") && !members.isEmpty {
                    throw error("trailing comma before '}' is not allowed")
                }
                throw error("expected '\"' to start an object key, found \(describe(at: index))")
            }
            let key = try parseString()
            skipWhitespace()
            guard !isAtEnd, peek() == UInt8(ascii: ":") else {
                throw error("expected ':' after object key, found \(describe(at: index))")
            }
            index += 1
            skipWhitespace()
            let value = try parseValue(depth: depth)
            members.append((key: key, value: value))
            skipWhitespace()
            guard !isAtEnd else { throw error("expected ',' or '}' after object member, found end of input") }
            let b = peek()
            index += 1
            if b == UInt8(ascii: ",") {
                skipWhitespace()
                continue
            }
            if b == UInt8(ascii: "}") { return .object(JSONObject(members)) }
            throw error("expected ',' or '}' after object member, found \(describe(at: index - 1))", at: index - 1)
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONParseError) -> JSONValue {
        guard depth <= JSONParser.maximumDepth else {
            throw error("nesting deeper than \(JSONParser.maximumDepth) levels")
        }
        index += 1  // '['
        var elements: [JSONValue] = []
        skipWhitespace()
        if !isAtEnd && peek() == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            if !isAtEnd && peek() == UInt8(ascii: "]") && !elements.isEmpty {
                throw error("trailing comma before ']' is not allowed")
            }
            elements.append(try parseValue(depth: depth))
            skipWhitespace()
            guard !isAtEnd else { throw error("expected ',' or ']' after array element, found end of input") }
            let b = peek()
            index += 1
            if b == UInt8(ascii: ",") {
                skipWhitespace()
                continue
            }
            if b == UInt8(ascii: "]") { return .array(elements) }
            throw error("expected ',' or ']' after array element, found \(describe(at: index - 1))", at: index - 1)
        }
    }
}
