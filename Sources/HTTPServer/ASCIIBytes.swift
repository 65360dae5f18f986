/// Byte-level helpers for header values as libmicrohttpd hands them over (C strings): the
/// request path runs them on every request, so they work on UTF-8 bytes and never build a
/// `String`, a `Character` or a lowered copy.
enum ASCIIBytes {
    /// The bytes of a NUL-terminated C string (valid only as long as the C string is).
    static func of(cString: UnsafePointer<CChar>) -> UnsafeBufferPointer<UInt8> {
        let start = UnsafeRawPointer(cString).assumingMemoryBound(to: UInt8.self)
        var count = 0
        while start[count] != 0 { count += 1 }
        return UnsafeBufferPointer(start: start, count: count)
    }

    /// `bytes` without leading and trailing spaces and tabs (HTTP's optional whitespace).
    static func trimmingBlanks(_ bytes: UnsafeBufferPointer<UInt8>) -> Slice<UnsafeBufferPointer<UInt8>> {
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end && isBlank(bytes[start]) { start += 1 }
        while end > start && isBlank(bytes[end - 1]) { end -= 1 }
        return bytes[start..<end]
    }

    static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    /// A decimal integer exactly as `Int(_: String)` reads one: an optional `+`/`-`, then at
    /// least one ASCII digit and nothing else; nil when malformed or out of `Int`'s range.
    static func integer(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        var index = bytes.startIndex
        var negative = false
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        guard index < bytes.endIndex else { return nil }
        var value = 0
        while index < bytes.endIndex {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            let (scaled, scaleOverflow) = value.multipliedReportingOverflow(by: 10)
            // Negative values accumulate downwards so that Int.min still fits.
            let (next, addOverflow) = negative
                ? scaled.subtractingReportingOverflow(Int(digit))
                : scaled.addingReportingOverflow(Int(digit))
            guard !scaleOverflow, !addOverflow else { return nil }
            value = next
            index += 1
        }
        return value
    }

    /// True when `bytes` spell `lowercase` ignoring the case of ASCII letters only
    /// (`lowercase` must be lower-case ASCII).
    static func equalIgnoringCase(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, _ lowercase: StaticString) -> Bool {
        guard bytes.count == lowercase.utf8CodeUnitCount else { return false }
        let expected = lowercase.utf8Start
        var offset = 0
        for byte in bytes {
            if lowercased(byte) != expected[offset] { return false }
            offset += 1
        }
        return true
    }

    /// Byte-for-byte equality, lengths first (a plain loop: the generic `elementsEqual` over
    /// a buffer and an array cost ~100 instructions per route segment).
    static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ expected: [UInt8]) -> Bool {
        guard bytes.count == expected.count else { return false }
        return expected.withUnsafeBufferPointer { expected in
            for index in 0..<bytes.count where bytes[index] != expected[index] { return false }
            return true
        }
    }

    static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }
}
