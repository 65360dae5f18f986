/// Content-Type checks (SPEC §7: a body that is not JSON gets 415).
public enum MediaType {
    /// True for `application/json`, with any parameters (`; charset=utf-8`) and any case.
    public static func isJSON(_ contentType: String?) -> Bool {
        guard let contentType else { return false }
        let essence = contentType.utf8.prefix { $0 != UInt8(ascii: ";") }
        let trimmed = essence.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            .reversed().drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.reversed()
        let expected = "application/json".utf8
        guard trimmed.count == expected.count else { return false }
        return zip(trimmed, expected).allSatisfy { lowercased($0) == $1 }
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }
}
