/// The request method as a String, without decoding libmicrohttpd's C string for the usual
/// methods: each answer needs it, and `String(cString:)` costs ~170 instructions where a
/// length switch and a byte compare cost ~20.
enum MethodName {
    static func of(cString: UnsafePointer<CChar>) -> String {
        let bytes = ASCIIBytes.of(cString: cString)
        switch bytes.count {
        case 3:
            if matches(bytes, "GET") { return "GET" }
            if matches(bytes, "PUT") { return "PUT" }
        case 4:
            if matches(bytes, "POST") { return "POST" }
            if matches(bytes, "HEAD") { return "HEAD" }
        case 5:
            if matches(bytes, "PATCH") { return "PATCH" }
        case 6:
            if matches(bytes, "DELETE") { return "DELETE" }
        case 7:
            if matches(bytes, "OPTIONS") { return "OPTIONS" }
        default:
            break
        }
        return String(cString: cString)
    }

    /// Exact (case-sensitive) equality: methods are case-sensitive tokens.
    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ name: StaticString) -> Bool {
        guard bytes.count == name.utf8CodeUnitCount else { return false }
        let expected = name.utf8Start
        for index in 0..<bytes.count where bytes[index] != expected[index] { return false }
        return true
    }
}
