/// Content-Type checks over a header's media type (the API's JSON-body rule uses them to
/// answer 415 for a body that is not JSON).
public enum MediaType {
    /// True for `application/json`, with any parameters (`; charset=utf-8`) and any case.
    public static func isJSON(_ contentType: String?) -> Bool {
        guard var contentType else { return false }
        return contentType.withUTF8 { isJSON(utf8: $0) }
    }

    /// The same check over the header's raw bytes: every request with a body runs it, so it
    /// scans bytes in place (no reversed copies, no String).
    static func isJSON(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let essenceEnd = bytes.firstIndex(of: UInt8(ascii: ";")) ?? bytes.endIndex
        let essence = UnsafeBufferPointer(rebasing: bytes[..<essenceEnd])
        return ASCIIBytes.equalIgnoringCase(ASCIIBytes.trimmingBlanks(essence), "application/json")
    }
}
