/// `%HH` decoding for request paths and query strings (RFC 3986 §2.1).
public enum PercentDecoding {
    /// Decodes `%HH` escapes (and `+` as a space when `plusAsSpace`, as HTML forms encode
    /// query strings). Returns nil for a malformed escape, a NUL byte or invalid UTF-8, so
    /// callers answer 400 instead of guessing what the client meant.
    public static func decode<Bytes: Collection<UInt8>>(_ bytes: Bytes, plusAsSpace: Bool = false) -> String? {
        var needsWork = false
        for byte in bytes where byte == UInt8(ascii: "%") || byte == 0 || (plusAsSpace && byte == UInt8(ascii: "+")) {
            needsWork = true
            break
        }
        if !needsWork {
            return String(validating: bytes, as: UTF8.self)
        }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                let high = bytes.index(after: index)
                guard high != bytes.endIndex else { return nil }
                let low = bytes.index(after: high)
                guard low != bytes.endIndex,
                      let highValue = hexValue(bytes[high]),
                      let lowValue = hexValue(bytes[low]) else { return nil }
                decoded.append(highValue << 4 | lowValue)
                index = bytes.index(after: low)
                continue
            }
            decoded.append(plusAsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
            index = bytes.index(after: index)
        }
        if decoded.contains(0) { return nil }
        return String(validating: decoded, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
